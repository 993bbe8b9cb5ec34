import { expect, test, type Page } from '@playwright/test';
import { PREFIXED_LOCALES } from '../lib/i18n/locales';

// Every route type in Arabic and Turkish, as search engines read it: the document's language and
// direction, its canonical, hreflang and og:locale, and the sitemap's alternates. The text, the
// layout and accessibility of the same pages are checked by e2e/i18n.spec.ts.

const ROUTES = [
  '/',
  '/services',
  '/services/business-automation',
  '/industries',
  '/industries/retail-e-commerce',
  '/portfolios',
  '/portfolios/fintech-mobile',
  '/about',
  '/process',
  '/careers',
  '/privacy-policy',
  '/contact',
  '/lp/automation-solutions',
  '/lp/ai-development-services',
] as const;

const LOCALES = [
  { locale: 'ar', dir: 'rtl' },
  { locale: 'tr', dir: 'ltr' },
] as const;

const localized = (route: string, locale: string) =>
  route === '/' ? `/${locale}` : `/${locale}${route}`;

async function head(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    alternates: Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ),
    ogLocale: document.querySelector('meta[property="og:locale"]')?.getAttribute('content'),
  }));
}

for (const { locale, dir } of LOCALES) {
  test.describe(`${locale} pages`, () => {
    for (const route of ROUTES) {
      // The head does not depend on the viewport; e2e/i18n.spec.ts checks each page's text,
      // layout and accessibility at both widths.
      test(
        `${localized(route, locale)}: ${locale} document, canonical, hreflang and og:locale`,
        { tag: '@desktop' },
        async ({ page }) => {
          const url = localized(route, locale);
          const response = await page.goto(url);
          expect(response?.status(), `${url} answers`).toBe(200);

          const meta = await head(page);
          expect(meta.lang, 'the document language').toBe(locale);
          expect(meta.dir, 'the reading direction').toBe(dir);
          const origin = new URL(meta.canonical ?? 'http://invalid').origin;
          const absolute = (p: string) => `${origin}${p === '/' ? '' : p}`;
          expect(meta.canonical, 'the canonical is this language version').toBe(absolute(url));
          expect(meta.alternates, 'hreflang lists every language and x-default → English').toEqual({
            en: absolute(route),
            ar: absolute(localized(route, 'ar')),
            tr: absolute(localized(route, 'tr')),
            'x-default': absolute(route),
          });
          expect(meta.ogLocale).toBe(locale === 'ar' ? 'ar_AE' : 'tr_TR');
        },
      );
    }
  });
}

// HTTP only: the viewport does not change it.
test(
  'the sitemap lists each page in the three languages with its hreflang alternates',
  { tag: '@desktop' },
  async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!).pathname,
    );
    for (const route of ROUTES)
      for (const locale of PREFIXED_LOCALES) expect(locs).toContain(localized(route, locale));
    expect(locs).not.toContain('/ar/quote');
    expect(xml).toMatch(/<xhtml:link rel="alternate" hreflang="x-default" href="[^"]+"/);
    expect(xml.match(/hreflang="ar"/g)?.length).toBe(locs.length);
  },
);
