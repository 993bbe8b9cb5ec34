import AxeBuilder from '@axe-core/playwright';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { UNTRANSLATED_NAMES } from '../lib/i18n/untranslated-names';

// Every route type in Arabic and Turkish, as a visitor of that market gets it: the document's
// language and direction, its canonical and hreflang links, no English left on the page, a layout
// that fits the phone and the desktop, and no accessibility violation.

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

/** Every English string of the bundled content (the catalogs' source), less the names. */
function englishStrings(): Set<string> {
  const sourceDir = path.join(__dirname, '../content-fallback/i18n/source');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? files(full) : name.endsWith('.json') ? [full] : [];
    });
  const names = new Set(UNTRANSLATED_NAMES);
  const strings = new Set<string>();
  for (const file of files(sourceDir))
    for (const text of JSON.parse(readFileSync(file, 'utf8')) as string[]) {
      const clean = text.replace(/\s+/g, ' ').trim();
      // A figure or a lone symbol reads the same in every language.
      if (!names.has(clean) && /\p{L}{2}/u.test(clean)) strings.add(clean);
    }
  return strings;
}
const ENGLISH = englishStrings();

/** The page's visible text, one entry per text node (screen-reader copies and hidden nodes aside). */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, noscript, template, .sr-only'))
        continue;
      if (parent.closest('[hidden], [aria-hidden="true"]')) continue;
      const style = getComputedStyle(parent);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      texts.push(text);
    }
    return texts;
  });
}

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

/** Pixels the page is wider than its viewport (0 when it fits; right to left overflow counts too). */
async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() =>
    Math.max(
      0,
      Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) -
        document.documentElement.clientWidth,
    ),
  );
}

for (const { locale, dir } of LOCALES) {
  test.describe(`${locale} pages`, () => {
    for (const route of ROUTES) {
      test(`${localized(route, locale)}: ${locale} document, canonical and hreflang, no English, fits the screen, accessible`, async ({
        page,
      }, testInfo) => {
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

        const english = (await visibleTexts(page)).filter((text) => ENGLISH.has(text));
        // Soft: the layout and axe checks below still run and report.
        expect.soft(english, `English text a ${locale} visitor would read on ${url}`).toEqual([]);

        expect(
          await horizontalOverflow(page),
          `no sideways scroll at ${testInfo.project.name}`,
        ).toBe(0);
        if (testInfo.project.name === 'mobile') {
          await page.setViewportSize({ width: 320, height: 720 });
          expect.soft(await horizontalOverflow(page), 'no sideways scroll at 320 px').toBe(0);
          await page.setViewportSize({ width: 390, height: 844 });
        }

        const axe = await new AxeBuilder({ page }).analyze();
        expect(
          axe.violations.map(
            (violation) =>
              `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          ),
        ).toEqual([]);
      });
    }
  });
}

test('the sitemap lists each page in the three languages with its hreflang alternates', async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'HTTP only: the viewport does not change it');
  const xml = await (await request.get('/sitemap.xml')).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  for (const route of ROUTES)
    for (const locale of ['ar', 'tr']) expect(locs).toContain(localized(route, locale));
  expect(locs).not.toContain('/ar/quote');
  expect(xml).toMatch(/<xhtml:link rel="alternate" hreflang="x-default" href="[^"]+"/);
  expect(xml.match(/hreflang="ar"/g)?.length).toBe(locs.length);
});
