import { expect, test, type Page } from '@playwright/test';
import { STATIC_SITEMAP_PATHS } from '../lib/routes/sitemap';
import { waitForHydration } from './support/hydration';
import { localized, returningVisitor } from './support/visitor';
import { scrollPastHeroCta } from './support/sticky-cta';
import { horizontalOverflow } from './support/overflow';
import {
  blankBands,
  clippedText,
  coveredContent,
  smallControls,
  unbalancedGrids,
} from './support/layout-checks';
import { LOCALES } from '../lib/i18n/locales';

/**
 * The layout rules every page keeps at every width, in every language: nothing sticks out or is
 * cut, nothing fixed lies on content, no grid ends with a lone card, no blank stretch between
 * sections, phone-sized fields and targets. Each route is loaded at each width and the findings
 * are listed by width and element.
 */

const WIDTHS = [320, 390, 768, 1024, 1440] as const;
/** Widths at which the page is a phone's or tablet's: touch, the mobile viewport. */
const TOUCH_BELOW = 1024;
/** Taller than this and a stretch with nothing on it reads as a hole in the page. */
const BLANK_BAND_LIMIT = 64;

/** One page of each kind of detail route (the services' special layouts each count as a kind). */
const DETAIL_SAMPLES = [
  '/services/cloud-services',
  '/services/business-automation',
  '/services/product-development',
  '/services/ai-development',
  '/industries/retail-e-commerce',
  '/portfolios/e-commerce-revolution-platform',
  '/lp/automation-solutions',
  '/lp/ai-development-services',
  '/careers/senior-full-stack-engineer',
];
const ROUTES = [...STATIC_SITEMAP_PATHS, ...DETAIL_SAMPLES];

async function findings(page: Page, width: number): Promise<string[]> {
  const found: string[] = [];
  const add = (rule: string, lines: string[]) =>
    found.push(...lines.map((line) => `${width}px ${rule}: ${line}`));
  add('overflow', await page.evaluate(horizontalOverflow));
  add('clipped', await page.evaluate(clippedText));
  add('covered at load', await page.evaluate(coveredContent));
  add('grid', await page.evaluate(unbalancedGrids));
  add('blank band', await page.evaluate(blankBands, BLANK_BAND_LIMIT));
  if (width === 390) add('small control', await page.evaluate(smallControls));
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // One frame for scroll-driven bars to settle at the page's end.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  add('covered at the end', await page.evaluate(coveredContent));
  return found;
}

// Sets its own widths, so one project runs it.
test.describe('layout at every width', { tag: '@desktop' }, () => {
  test.describe.configure({ timeout: 180_000 });
  for (const route of ROUTES) {
    for (const locale of LOCALES) {
      const path = localized(route, locale);
      test(path, async ({ browser }) => {
        const problems: string[] = [];
        for (const touch of [true, false]) {
          const context = await returningVisitor(browser, { width: touch ? 390 : 1440 });
          const page = await context.newPage();
          for (const width of WIDTHS.filter((w) => w < TOUCH_BELOW === touch)) {
            await page.setViewportSize({ width, height: touch ? 844 : 900 });
            const response = await page.goto(path);
            expect(response?.status(), `${path} answers 200`).toBe(200);
            await waitForHydration(page);
            problems.push(...(await findings(page, width)));
          }
          await context.close();
        }
        expect(problems, `${path}: what a visitor would see out of place`).toEqual([]);
      });
    }
  }
});

test('the layout checks cover every kind of route in the sitemap', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  const kind = (path: string) => path.replace(/^\/(ar|tr)(?=\/|$)/, '').replace(/^$/, '/');
  const covered = (path: string) =>
    (ROUTES as readonly string[]).includes(path) ||
    /^\/(services|industries|portfolios|lp|careers)\/[^/]+$/.test(path);
  expect(paths.length).toBeGreaterThan(20);
  expect(paths.map(kind).filter((path) => !covered(path))).toEqual([]);
});

/** The open dialog's frame (its panel) and title, where they are on screen. */
async function dialogFrame(page: Page): Promise<{ top: number; height: number; titleTop: number }> {
  return page.locator('dialog[open]').evaluate((dialog) => {
    const panel = dialog.querySelector('.site-modal__panel')!.getBoundingClientRect();
    const title = document
      .getElementById(dialog.getAttribute('aria-labelledby')!)!
      .getBoundingClientRect();
    return { top: panel.top, height: panel.height, titleTop: title.top };
  });
}

/** Each step's frame against the first step's: top, height and title within 8 px. */
function frameMoves(
  frames: Array<{ step: string; top: number; height: number; titleTop: number }>,
) {
  const [first] = frames;
  return frames
    .filter(
      (frame) =>
        Math.abs(frame.top - first!.top) > 8 ||
        Math.abs(frame.height - first!.height) > 8 ||
        Math.abs(frame.titleTop - first!.titleTop) > 8,
    )
    .map(
      (frame) =>
        `${frame.step}: frame top ${Math.round(frame.top)} (first ${Math.round(first!.top)}), height ${Math.round(frame.height)} (first ${Math.round(first!.height)}), title at ${Math.round(frame.titleTop)} (first ${Math.round(first!.titleTop)})`,
    );
}

test.describe('dialogs keep their frame and title still across their steps', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('the Get Started wizard', async ({ page }) => {
    await page.goto('/services/automation');
    await waitForHydration(page);
    await page
      .locator('section[aria-labelledby="closing-cta-title"]')
      .getByRole('button', { name: 'Get Started Now' })
      .click();
    const dialog = page.getByRole('dialog', { name: "Let's Build Something Great" });
    await expect(dialog).toBeVisible();
    const next = dialog.getByRole('button', { name: 'Continue →' });
    const frames = [{ step: 'step 1', ...(await dialogFrame(page)) }];
    await dialog.getByRole('checkbox', { name: /AI Development/ }).check();
    await next.click();
    await expect(dialog.getByRole('heading', { name: 'Tell us about your company' })).toBeVisible();
    frames.push({ step: 'step 2', ...(await dialogFrame(page)) });
    await dialog.getByRole('radio', { name: /11-50/ }).check();
    await dialog.getByRole('radio', { name: /Soon/ }).check();
    await next.click();
    await expect(dialog.getByRole('radio', { name: 'Scale Operations' })).toBeVisible();
    frames.push({ step: 'step 3', ...(await dialogFrame(page)) });
    await dialog.getByRole('radio', { name: 'Scale Operations' }).check();
    await next.click();
    await expect(dialog.getByLabel('Your Name')).toBeVisible();
    frames.push({ step: 'step 4', ...(await dialogFrame(page)) });
    expect(frameMoves(frames)).toEqual([]);
    // The progress bar runs the width of the content column (the title's row).
    const widths = await dialog.evaluate((element) => {
      const bar = element.querySelector('[aria-hidden="true"].rounded-full.bg-slate-100')!;
      const form = element.querySelector('form')!;
      return [bar.getBoundingClientRect().width, form.getBoundingClientRect().width];
    });
    expect(Math.abs(widths[0]! - widths[1]!), 'progress bar width against the form').toBeLessThan(
      4,
    );
  });

  test('the lead modal', async ({ page }) => {
    await page.goto('/lp/automation-solutions');
    await waitForHydration(page);
    await page
      .getByRole('button', { name: /Get FREE Automation Audit/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Get Your FREE Automation Strategy' });
    await expect(dialog).toBeVisible();
    const next = dialog.getByRole('button', { name: 'Continue' });
    const frames = [{ step: 'step 1', ...(await dialogFrame(page)) }];
    await dialog.getByLabel('Your Name').fill('Grace Brewster Hopper');
    await dialog.getByLabel('Business Email').fill('grace@e2e.example');
    await dialog.getByLabel('Company Name').fill('COBOL Inc');
    await next.click();
    await expect(dialog.getByRole('radio', { name: '51-200 employees' })).toBeVisible();
    frames.push({ step: 'step 2', ...(await dialogFrame(page)) });
    await dialog.getByRole('radio', { name: '51-200 employees' }).check();
    await dialog.getByRole('radio', { name: 'Finance' }).check();
    await dialog.getByRole('radio', { name: 'ASAP (Within 2 weeks)' }).check();
    await next.click();
    await expect(dialog.getByRole('radio', { name: 'Reduce operational costs' })).toBeVisible();
    frames.push({ step: 'step 3', ...(await dialogFrame(page)) });
    expect(frameMoves(frames)).toEqual([]);
  });
});

// The mobile menu and the sticky bar are for phones.
test.describe('phones', { tag: '@mobile' }, () => {
  test('the mobile menu offers every primary destination and the call to action', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const [name, href] of [
      ['Services', /\/services$/],
      ['Industries', /\/industries$/],
      ['Our Process', /\/process$/],
      ['Portfolio', /\/portfolios$/],
      ['About', /\/about$/],
      ['Contact Us', /\/contact$/],
      ['Careers', /\/careers$/],
    ] as const)
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    await expect(menu.getByRole('link', { name: 'Free Health Check' })).toBeVisible();
  });

  for (const path of [
    '/lp/automation-solutions',
    '/ar/lp/automation-solutions',
    '/tr/lp/automation-solutions',
    '/lp/ai-development-services',
    '/',
  ]) {
    test(`${path}: on a first visit the hero's button is in full view at load, the sticky bar appears once it has scrolled out`, async ({
      page,
    }) => {
      // A first visit: the cookie card is up too; the two must not stack over the hero.
      await page.goto(path);
      await waitForHydration(page);
      const heroCta = page.locator('main [data-hero-cta] :is(a, button)').first();
      await expect(heroCta).toBeVisible();
      const bar = page.locator('aside[data-variant]');
      await expect(bar).toBeHidden();
      // In full view and nothing on it: not the bar, not the cookie card of a first visit.
      const onButton = await heroCta.evaluate((element) => {
        const box = element.getBoundingClientRect();
        if (box.top < 0 || box.bottom > innerHeight)
          return `out of view (${box.top}-${box.bottom})`;
        // Its middle, both round ends and its top and bottom edges.
        const [middleX, middleY, end] = [
          box.left + box.width / 2,
          box.top + box.height / 2,
          box.height / 2,
        ];
        const points = [
          [middleX, middleY],
          [box.left + end, middleY],
          [box.right - end, middleY],
          [middleX, box.top + 2],
          [middleX, box.bottom - 2],
        ] as const;
        const covering = points
          .map(([x, y]) => document.elementFromPoint(x, y))
          .find((top) => !top || !(element.contains(top) || top.contains(element)));
        return covering ? `under ${covering.outerHTML.slice(0, 80)}` : null;
      });
      expect(onButton, "the hero's button at load").toBeNull();
      // Past the hero's whole row of buttons (stacked on phones).
      await scrollPastHeroCta(page);
      await expect(bar).toBeVisible();
    });
  }
});

test('without JavaScript every hero heading is whole and visible', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, words] of [
    ['/', 'Auto-Pilot with AI'],
    ['/about', 'One Octaacer'],
    ['/lp/automation-solutions', 'Automate Your Business'],
    ['/services/ai-development', 'Real Work'],
  ] as const) {
    await page.goto(path);
    const visible = page.locator('h1 [data-testid="typewriter-visible"]');
    await expect(visible, `${path}: the typed words are in the heading`).toHaveText(words);
    const hidden = await visible.evaluate((element) =>
      [...element.querySelectorAll('*')]
        .filter(
          (part) => part.textContent?.trim() && getComputedStyle(part).visibility === 'hidden',
        )
        .map((part) => part.textContent),
    );
    expect(hidden, `${path}: words of the heading left invisible`).toEqual([]);
  }
  await context.close();
});
