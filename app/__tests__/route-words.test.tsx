/** @jest-environment node */
/**
 * The routes' own words (headings, SEO lines, status titles) come through lib/content's door in
 * the page's language: the Arabic and Turkish pages show them translated, the English ones as
 * written. The expectations are the words themselves, so a route that read the bundle without
 * localizing it, or in another language, fails here.
 */
import type { ReactElement } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { BlockPage } from '@/blocks/block-page';
import AboutPage, { generateMetadata as aboutMetadata } from '../[locale]/(site)/about/page';
import ContactRetryPage, {
  generateMetadata as contactRetryMetadata,
} from '../[locale]/(site)/contact/retry/page';
import { generateMetadata as notFoundMetadata } from '../[locale]/(site)/not-found';
import { generateMetadata as industryMetadata } from '../[locale]/(site)/industries/[slug]/page';
import { generateMetadata as projectMetadata } from '../[locale]/(site)/portfolios/[slug]/page';
import ServicePage, {
  generateMetadata as serviceMetadata,
} from '../[locale]/(site)/services/[slug]/page';
import HomePage from '../[locale]/(site)/page';
import QuotePage from '../[locale]/(site)/quote/page';
import LandingPage from '../[locale]/(site)/lp/[slug]/page';
import { generateMetadata as globalNotFoundMetadata } from '../global-not-found';
import { LOCALE_HEADER } from '@/lib/i18n/routing';

let mockLocale: Locale = 'en';
jest.mock('@/lib/i18n/request-locale', () => ({
  getRequestLocale: () => mockLocale,
  setRequestLocale: (locale: Locale) => (mockLocale = locale),
}));
let mockHeaders = new Headers();
jest.mock('next/headers', () => ({ headers: async () => mockHeaders }));

const paramsOf = (locale: Locale) => ({ params: Promise.resolve({ locale }) });
const slugParamsOf = (locale: Locale, slug: string) => ({
  params: Promise.resolve({ locale, slug }),
});
const titleOf = (metadata: { title?: unknown }) => {
  const { title } = metadata;
  return typeof title === 'object' && title && 'absolute' in title ? title.absolute : title;
};

describe.each([
  ['en', 'About Us | Octaacer', 'Check your details', 'Almost there', 'Page Not Found'],
  ['ar', 'من نحن | Octaacer', 'راجع بياناتك', 'أوشكت على الانتهاء', 'الصفحة غير موجودة'],
  [
    'tr',
    'Hakkımızda | Octaacer',
    'Bilgilerinizi kontrol edin',
    'Neredeyse tamam',
    'Sayfa Bulunamadı',
  ],
] as const)('in %s', (locale, aboutTitle, retryTitle, retryHeading, notFoundTitle) => {
  beforeEach(() => {
    mockLocale = 'en';
  });

  it('a content page gives its hero defaults and its SEO title in the language', async () => {
    expect(titleOf(await aboutMetadata(paramsOf(locale)))).toBe(aboutTitle);
    const page = (await AboutPage(paramsOf(locale))) as ReactElement<{ page: BlockPage }>;
    expect(page.props.page.heroDefaults.title).toBe(aboutTitle);
  });

  it('the contact form retry page titles and heads itself in the language', async () => {
    expect(titleOf(await contactRetryMetadata(paramsOf(locale)))).toBe(retryTitle);
    const page = (await ContactRetryPage(paramsOf(locale))) as ReactElement<{
      copy: { heading: string };
    }>;
    expect(page.props.copy.heading).toBe(retryHeading);
  });

  it("the not-found page's title is in the language of the page that called notFound()", () => {
    mockLocale = locale;
    expect(notFoundMetadata().title).toBe(notFoundTitle);
  });
});

describe.each([
  [
    'en',
    'Industries | Octaacer',
    'Portfolio | Octaacer',
    'Service Not Found',
    'View Our Work',
    '/portfolios',
  ],
  [
    'ar',
    'القطاعات | Octaacer',
    'أعمالنا | Octaacer',
    'الخدمة غير موجودة',
    'شاهد أعمالنا',
    '/ar/portfolios',
  ],
  [
    'tr',
    'Sektörler | Octaacer',
    'Portföy | Octaacer',
    'Hizmet Bulunamadı',
    'Çalışmalarımızı İnceleyin',
    '/tr/portfolios',
  ],
] as const)(
  'detail routes in %s',
  (locale, industries, portfolio, noService, viewOurWork, workHref) => {
    beforeEach(() => {
      mockLocale = 'en';
    });

    it('an unknown industry, project or service is titled in the language', async () => {
      expect(titleOf(await industryMetadata(slugParamsOf(locale, 'nowhere')))).toBe(industries);
      expect(titleOf(await projectMetadata(slugParamsOf(locale, 'nothing')))).toBe(portfolio);
      expect(titleOf(await serviceMetadata(slugParamsOf(locale, 'nothing')))).toBe(noService);
    });

    it("a service page's hero offers View Our Work in the language, to the language's portfolio", async () => {
      const page = (await ServicePage(
        slugParamsOf(locale, 'business-automation'),
      )) as ReactElement<{
        children: ReactElement<{ secondaryActions?: { label: string; href: string }[] }>[];
      }>;
      const [hero] = page.props.children;
      expect(hero!.props.secondaryActions).toEqual([{ label: viewOurWork, href: workHref }]);
    });
  },
);

type Children = { children: ReactElement<Record<string, unknown>>[] };

describe.each([
  [
    'en',
    'Octaacer | AI, Automation & Software Development Agency',
    'Your Project Estimate',
    '(opens in a new tab)',
    'Page Not Found | Octaacer',
  ],
  [
    'ar',
    'Octaacer | وكالة لتطوير الذكاء الاصطناعي والأتمتة والبرمجيات',
    'تقدير مشروعك',
    '(يُفتح في علامة تبويب جديدة)',
    'الصفحة غير موجودة | Octaacer',
  ],
  [
    'tr',
    'Octaacer | Yapay Zekâ, Otomasyon ve Yazılım Geliştirme Ajansı',
    'Proje Tahmininiz',
    '(yeni sekmede açılır)',
    'Sayfa Bulunamadı | Octaacer',
  ],
] as const)('home, quote, landing and unknown paths in %s', (locale, home, quote, newTab, lost) => {
  beforeEach(() => {
    mockLocale = 'en';
    mockHeaders = new Headers();
  });

  it("the home page's hero defaults are the home page record's words in the language", async () => {
    const page = (await HomePage(paramsOf(locale))) as ReactElement<{ page: BlockPage }>;
    expect(page.props.page.heroDefaults.title).toBe(home);
  });

  it('the quote page heads its hero and marks its new-tab links in the language', async () => {
    const page = (await QuotePage({
      ...paramsOf(locale),
      searchParams: Promise.resolve({}),
    })) as ReactElement<Children>;
    const [hero, estimator] = page.props.children;
    expect((hero!.props.hero as { title: string }).title).toBe(quote);
    expect(estimator!.props.opensInNewTab).toBe(newTab);
  });

  it("a landing page with the bundled lead context leaves its options to the modal's own copy", async () => {
    const page = (await LandingPage(
      slugParamsOf(locale, 'automation-solutions'),
    )) as ReactElement<Children>;
    const [, data] = page.props.children;
    // Options equal to the bundled ones in the page's language travel by key alone.
    expect(data!.props.data).toEqual({
      permalink: '/lp/automation-solutions',
      contextKey: expect.any(String),
    });
  });

  it('a path no route matches is titled in its language', async () => {
    mockHeaders = new Headers({ [LOCALE_HEADER]: locale });
    expect((await globalNotFoundMetadata()).title).toBe(lost);
  });
});
