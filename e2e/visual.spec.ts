import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { waitForHydration } from './support/hydration';
import { localized, returningVisitor } from './support/visitor';

/**
 * Screenshot tests: one page of each kind of route, in English and Arabic, at 390 and 1440 px,
 * compared with the committed baselines in e2e/visual.spec.ts-snapshots. A change on purpose is
 * accepted with `npm run test:visual -- --update` (docs/layout-checks.md).
 *
 * A page is shot screen by screen as a visitor scrolling it sees it, the screens stacked into one
 * image. Not Playwright's full-page shot: Chromium lays the page out in a viewport as tall as the
 * page for it, and the sections sized from the viewport's height (the pinned card rows, the
 * showcase) then grow while it paints, so the same page gave images of different heights.
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

/** The page from top to end, one screen at a time, stacked: each screen adds what it newly shows. */
async function screenByScreen(page: Page): Promise<Buffer> {
  const { width, height: screen } = page.viewportSize()!;
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  const screens: Array<{ input: Buffer; top: number }> = [];
  for (let top = 0; top < pageHeight; top += screen) {
    // Where the browser stops (the last screen ends at the page's end), once what the scroll
    // sets off (the sticky bar, the pill, a pinned row's position) has settled: two frames in a
    // row without a change to the document.
    const scrolledTo = await page.evaluate(
      (y) =>
        new Promise<number>((resolve) => {
          let quietFrames = 0;
          const observer = new MutationObserver(() => (quietFrames = 0));
          observer.observe(document.body, { subtree: true, childList: true, attributes: true });
          window.scrollTo(0, y);
          const frame = () => {
            quietFrames += 1;
            if (quietFrames < 3) return requestAnimationFrame(frame);
            observer.disconnect();
            resolve(window.scrollY);
          };
          requestAnimationFrame(frame);
        }),
      top,
    );
    const shot = await page.screenshot({ animations: 'disabled', caret: 'hide' });
    const fresh = Math.min(screen, pageHeight - top);
    screens.push({
      input: await sharp(shot)
        .extract({ left: 0, top: top - scrolledTo, width, height: fresh })
        .toBuffer(),
      top,
    });
  }
  return sharp({ create: { width, height: pageHeight, channels: 3, background: '#ffffff' } })
    .composite(screens.map(({ input, top }) => ({ input, left: 0, top })))
    .png()
    .toBuffer();
}

test.describe('screenshots', () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'desktop', 'sets its own widths');
    // Not in npm test until the /careers and /ar/contact shots at 390 px are stable
    // (docs/layout-checks.md); npm run test:visual sets it.
    test.skip(!process.env.E2E_VISUAL, 'npm run test:visual runs the screenshots');
  });
  // A long page at 390 px is a dozen screens, each shot once the page has settled.
  test.describe.configure({ timeout: 120_000 });
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
          expect(await screenByScreen(page)).toMatchSnapshot(name);
          await context.close();
        });
      }
    }
  }
});
