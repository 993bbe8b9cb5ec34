import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { LOCALE_DIRECTION, PREFIXED_LOCALES } from '../lib/i18n/locales';
import { axeViolations, finishOneOffAnimations } from './support/axe';
import { englishCatalog, screenReaderPhrases, visiblePhrases } from './support/english-text';
import { horizontalOverflow } from './support/overflow';

/**
 * Arabic and Turkish, every route type, as a visitor on a phone (390 px, then 320 px) and on a
 * desktop (1440 px) sees it: the right status, <html lang dir>, nothing sticking out sideways, no
 * axe violation, and no English left where a translation belongs (brand and product names aside:
 * lib/i18n/untranslated-names). One page load per route, locale and viewport; each check is its
 * own test on that page, so one part's gap does not hide the others' results.
 */
const ROUTES: Array<{ path: string; status?: number }> = [
  { path: '/' },
  { path: '/services' },
  { path: '/services/product-development' },
  { path: '/industries' },
  { path: '/industries/retail-e-commerce' },
  { path: '/portfolios' },
  { path: '/portfolios/fintech-mobile' },
  { path: '/about' },
  { path: '/process' },
  { path: '/careers' },
  { path: '/privacy-policy' },
  { path: '/contact' },
  // The two bundled campaign pages, served by the editors' /lp/{slug} route.
  { path: '/lp/automation-solutions' },
  { path: '/lp/ai-development-services' },
  { path: '/nope', status: 404 },
];

const LOCALES = PREFIXED_LOCALES;
type Locale = (typeof LOCALES)[number];
const localized = (locale: Locale, path: string) =>
  path === '/' ? `/${locale}` : `/${locale}${path}`;

for (const locale of LOCALES) {
  const isEnglish = englishCatalog(locale);
  for (const route of ROUTES) {
    const url = localized(locale, route.path);
    test.describe.serial(url, () => {
      // Axe on a full marketing page takes a while on a busy machine.
      test.describe.configure({ timeout: 120_000 });
      let context: BrowserContext;
      let page: Page;
      let status: number | undefined;

      test.beforeAll(async ({ browser }, testInfo) => {
        const { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, baseURL } =
          testInfo.project.use;
        context = await browser.newContext({
          viewport,
          isMobile,
          hasTouch,
          deviceScaleFactor,
          userAgent,
          baseURL,
          // Axe judges the end state: with reduced motion every reveal starts finished.
          reducedMotion: 'reduce',
        });
        page = await context.newPage();
        status = (await page.goto(url))?.status();
        // A one-off animation reduced motion keeps is waited for; looping decorations never end.
        await finishOneOffAnimations(page);
      });
      test.afterAll(async () => {
        await context?.close();
      });

      test(`answers ${route.status ?? 200} in ${locale} with <html lang dir>`, async () => {
        expect(status, `${url} should answer ${route.status ?? 200}`).toBe(route.status ?? 200);
        const html = page.locator('html');
        await expect(html).toHaveAttribute('lang', locale);
        await expect(html).toHaveAttribute('dir', LOCALE_DIRECTION[locale]);
      });

      test('nothing sticks out sideways at the viewport width', async () => {
        expect(await page.evaluate(horizontalOverflow)).toEqual([]);
      });

      test('axe finds no violations', async () => {
        expect(await axeViolations(page)).toEqual([]);
      });

      test(`no visible text is an English string the ${locale} page should translate`, async () => {
        const english = (await page.evaluate(visiblePhrases)).filter(isEnglish);
        expect(english, `English a ${locale} visitor reads on ${url}`).toEqual([]);
      });

      test(`no screen-reader label is an English string the ${locale} page should translate`, async () => {
        const english = (await page.evaluate(screenReaderPhrases)).filter(isEnglish);
        expect(english, `English a ${locale} screen reader announces on ${url}`).toEqual([]);
      });

      // Last: it resizes the shared page. The smallest phone the site supports, on the mobile run.
      test('nothing sticks out sideways at 320 px', { tag: '@mobile' }, async () => {
        await page.setViewportSize({ width: 320, height: 740 });
        await page.evaluate(() => new Promise(requestAnimationFrame));
        expect(await page.evaluate(horizontalOverflow)).toEqual([]);
      });
    });
  }
}

test.describe('English keeps its unprefixed addresses', () => {
  async function htmlAttributes(
    request: APIRequestContext,
    path: string,
  ): Promise<{ lang?: string; dir?: string }> {
    const response = await request.get(path);
    expect(response.status(), `${path} should answer 200`).toBe(200);
    const tag = /<html\b[^>]*>/.exec(await response.text())?.[0] ?? '';
    return { lang: /\blang="([^"]*)"/.exec(tag)?.[1], dir: /\bdir="([^"]*)"/.exec(tag)?.[1] };
  }

  test(
    '/en/about redirects 308 to /about, its one English address',
    { tag: '@desktop' },
    async ({ request }) => {
      const response = await request.get('/en/about', { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(new URL(response.headers().location ?? '', 'http://site').pathname).toBe('/about');
    },
  );

  test(
    '/ and /about are English, left to right; /ar is right to left; /tr is Turkish',
    { tag: '@desktop' },
    async ({ request }) => {
      expect(await htmlAttributes(request, '/')).toEqual({ lang: 'en', dir: 'ltr' });
      expect(await htmlAttributes(request, '/about')).toEqual({ lang: 'en', dir: 'ltr' });
      expect(await htmlAttributes(request, '/ar')).toEqual({ lang: 'ar', dir: 'rtl' });
      expect(await htmlAttributes(request, '/tr')).toEqual({ lang: 'tr', dir: 'ltr' });
    },
  );
});
