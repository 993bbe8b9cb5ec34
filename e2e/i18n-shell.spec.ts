import { expect, test, type Locator, type Page } from '@playwright/test';
import { FOOTER_COPY, HEADER_COPY, SHELL_LABELS, STATUS_COPY } from '../content-fallback/shell';
import { TRANSLATIONS } from '../content-fallback/i18n/catalogs';
import type { PrefixedLocale } from '../lib/i18n/locales';
import { axeViolations, WCAG21_AA_TAGS } from './support/axe';
import { waitForHydration } from './support/hydration';

/**
 * The shell (header, menus, footer) in Arabic and Turkish: its words in the page's language,
 * its links in that language, and a language switcher that keeps the visitor on the same page.
 */

type Translated = PrefixedLocale;

const header = (page: Page) => page.getByRole('banner');
const footer = (page: Page) => page.getByRole('contentinfo');

/** The shell's English words, except those its translators kept as they are (WhatsApp {phone}). */
function englishShellWords(locale: Translated): string[] {
  const catalog = new Map(TRANSLATIONS[locale]!.flatMap((module) => Object.entries(module)));
  const words = [HEADER_COPY, FOOTER_COPY, SHELL_LABELS, STATUS_COPY].flatMap((copy) =>
    Object.values(copy).filter((value): value is string => typeof value === 'string'),
  );
  return [...new Set(words)].filter(
    (word) => !word.includes('{') && catalog.get(word) !== undefined && catalog.get(word) !== word,
  );
}

/** No English word of the shell in what the visitor sees of this part of the page. */
async function expectNoEnglishShellWords(part: Locator, locale: Translated) {
  const text = await part.innerText();
  const found = englishShellWords(locale).filter((word) =>
    new RegExp(
      `(^|[^\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`,
      'u',
    ).test(text),
  );
  expect(found, `English shell words visible on a ${locale} page`).toEqual([]);
}

/** Every site link of this part stays in the language (the language links excepted). */
async function expectLinksIn(part: Locator, locale: Translated) {
  const hrefs = await part
    .locator('a[href^="/"]:not([hreflang])')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.filter((href) => !new RegExp(`^/${locale}(/|$|#|\\?)`).test(href))).toEqual([]);
}

async function expectDocument(page: Page, lang: string, dir: 'ltr' | 'rtl') {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
}

const MENU_LABEL = { ar: 'فتح القائمة', tr: 'Menüyü aç' } as const;

async function openMobileMenu(page: Page, locale: Translated): Promise<Locator> {
  await waitForHydration(page);
  const hamburger = header(page).getByRole('button', { name: MENU_LABEL[locale] });
  // Its name turns to 'close' once open: read what it controls first.
  const menu = page.locator(`[id="${await hamburger.getAttribute('aria-controls')}"]`);
  await hamburger.click();
  await expect(menu).toBeVisible();
  return menu;
}

const PAGES: Array<{ path: string; locale: Translated; dir: 'ltr' | 'rtl' }> = [
  { path: '/ar', locale: 'ar', dir: 'rtl' },
  { path: '/tr/services/ai-development', locale: 'tr', dir: 'ltr' },
];

for (const { path, locale, dir } of PAGES) {
  test(`${path}: the shell speaks ${locale}, links stay in ${locale}, <html lang dir> right`, async ({
    page,
    isMobile,
  }) => {
    await page.goto(path);
    await expectDocument(page, locale, dir);
    await expectNoEnglishShellWords(header(page), locale);
    await expectNoEnglishShellWords(footer(page), locale);
    await expectLinksIn(header(page), locale);
    await expectLinksIn(footer(page), locale);

    if (isMobile) {
      const menu = await openMobileMenu(page, locale);
      // Open a group too: its section headings are shell words.
      await menu.getByRole('button', { expanded: false }).first().click();
      await expectNoEnglishShellWords(menu, locale);
      await expectLinksIn(menu, locale);
      await expect(
        menu.getByRole('link', { name: locale === 'ar' ? 'العربية' : 'Türkçe' }),
      ).toHaveAttribute('aria-current', 'page');
    } else {
      await waitForHydration(page);
      const nav = header(page).getByRole('navigation').first();
      await nav.locator('.nav-dropdown').first().hover();
      const panel = nav.locator('.nav-dropdown__panel').first();
      await expect(panel).toBeVisible();
      await expectNoEnglishShellWords(panel, locale);
      // The panel opens from the entry's start edge (its right edge in Arabic), inside the page.
      const entry = await nav.locator('.nav-dropdown').first().boundingBox();
      const box = await panel.boundingBox();
      const width = page.viewportSize()!.width;
      expect(box!.x).toBeGreaterThanOrEqual(width * 0.02 - 1);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width * 0.98 + 1);
      if (dir === 'rtl')
        expect(Math.abs(box!.x + box!.width - (entry!.x + entry!.width))).toBeLessThan(2);
      else expect(Math.abs(box!.x - entry!.x)).toBeLessThan(2);
    }
  });
}

test('the switcher keeps the page: /ar/lp → /tr/lp → /lp, each in its own language', async ({
  page,
  isMobile,
}) => {
  await page.goto('/ar/lp/automation-solutions');
  await expectDocument(page, 'ar', 'rtl');
  // The cookie banner asks in Arabic too; the choice holds on the pages in other languages.
  const banner = page.getByRole('region', { name: 'ملفات تعريف الارتباط والخصوصية' });
  await expect(banner.getByRole('link', { name: 'سياسة الخصوصية' })).toHaveAttribute(
    'href',
    '/ar/privacy-policy',
  );
  await banner.getByRole('button', { name: 'رفض الكل' }).click();
  await expect(banner).toBeHidden();

  // The header's switcher (in the menu on a phone).
  const switcher = isMobile ? await openMobileMenu(page, 'ar') : header(page);
  const turkish = switcher.getByRole('link', { name: 'Türkçe' });
  await expect(turkish).toHaveAttribute('lang', 'tr');
  await expect(turkish).toHaveAttribute('hreflang', 'tr');
  await expect(switcher.getByRole('link', { name: 'العربية' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await turkish.click();
  await expect(page).toHaveURL(/\/tr\/lp\/automation-solutions$/);
  await expectDocument(page, 'tr', 'ltr');

  // The footer's switcher back to English: the unprefixed address.
  const languages = footer(page).getByRole('list', { name: 'Dil' });
  await expect(languages.getByRole('link', { name: 'Türkçe' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await languages.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/lp\/automation-solutions$/);
  await expectDocument(page, 'en', 'ltr');
  await expect(
    footer(page).getByRole('list', { name: 'Language' }).getByRole('link', { name: 'English' }),
  ).toHaveAttribute('aria-current', 'page');
});

for (const path of ['/ar', '/tr']) {
  test(`axe: ${path} home has no violations`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    expect(await axeViolations(page, { tags: WCAG21_AA_TAGS })).toEqual([]);
  });
}
