import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/hydration';
import { localized, returningVisitor } from './support/visitor';

/**
 * Screenshot tests: one page of each kind of route, in English and Arabic, at 390 and 1440 px,
 * compared with the committed baselines in e2e/visual.spec.ts-snapshots. A change on purpose is
 * accepted with `npm run test:visual -- --update` (docs/layout-checks.md).
 */

const ROUTE_KINDS = [
  '/',
  '/services',
  '/services/cloud-services',
  '/services/ai-development',
  '/industries',
  '/industries/retail-e-commerce',
  '/portfolios',
  '/portfolios/e-commerce-revolution-platform',
  '/process',
  '/about',
  '/careers',
  '/careers/senior-full-stack-engineer',
  '/contact',
  '/privacy-policy',
  '/lp/automation-solutions',
  '/lp/ai-development-services',
];
const LOCALES = ['en', 'ar'] as const;
const WIDTHS = [390, 1440] as const;

/**
 * Brings every picture in, as a visitor scrolling down would see it: each lazy frame renders its
 * image within 100 px of the viewport, and the browser's own lazy loading would leave the ones
 * scrolled past in a frame unloaded, so they load at once. Then back to the top, where a visitor
 * arrives, with pictures and the live contact form in (as after a pointer came over it).
 */
async function settle(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()!.height;
  for (let y = 0; y < height; y += step) {
    // Two frames at each stop: the observers see what came near in the first.
    await page.evaluate(
      (top) =>
        new Promise((resolve) => {
          window.scrollTo(0, top);
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)));
        }),
      y,
    );
  }
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    for (const image of document.querySelectorAll('img[loading="lazy"]'))
      (image as HTMLImageElement).loading = 'eager';
    // A form on the first screen (or seen first mid-scroll) loads the live one on intent only.
    for (const form of document.querySelectorAll('[data-contact-form-stage="served"]'))
      form.dispatchEvent(new Event('pointerenter'));
  });
  await expect
    .poll(() =>
      page.evaluate(() => ({
        picturesLoading: [...document.images].filter((image) => !image.complete).length,
        servedForms: document.querySelectorAll('[data-contact-form-stage="served"]').length,
      })),
    )
    .toEqual({ picturesLoading: 0, servedForms: 0 });
}

test.describe('screenshots', () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'desktop', 'sets its own widths');
  });
  for (const route of ROUTE_KINDS) {
    for (const locale of LOCALES) {
      for (const width of WIDTHS) {
        const path = localized(route, locale);
        test(`${path} at ${width} px`, async ({ browser }) => {
          // Device pixels as CSS pixels: the baselines stay small and compare the layout.
          const context = await returningVisitor(browser, { width, deviceScaleFactor: 1 });
          const page = await context.newPage();
          const response = await page.goto(path);
          expect(response?.status()).toBe(200);
          await waitForHydration(page);
          await settle(page);
          const name = `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '-')}-${locale}-${width}.png`;
          await expect(page).toHaveScreenshot(name, { fullPage: true });
          await context.close();
        });
      }
    }
  }
});
