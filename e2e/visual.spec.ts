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
/** Frames a scrolled page may take to hold still (three frames without a change) before a shot. */
const QUIET_FRAME_LIMIT = 120;
/**
 * The faces a heading is drawn in, by their names in the font files (components/layout/site-fonts.tsx):
 * Arabic text takes its spaces and Latin from Geist.
 */
const FACES = { en: ['Geist'], ar: ['Noto Sans Arabic', 'Geist'] } as const;

/**
 * The fonts Chromium drew an element's text with (DevTools' "Rendered Fonts"). The site's faces
 * are `font-display: optional`: a face that misses a page's first paint is left out of that page,
 * so under load the same page came out in a fallback font: /ar/contact's baseline at 390 px had
 * been shot without the Arabic face (its heading on two lines, 68 px taller) and every later run
 * differed from it; without Geist, the heading's spaces alone wrap it too. The test loads the page
 * a second time, with the faces cached as a visitor's next page has them, and checks that the
 * heading was drawn in the site's faces only before comparing.
 */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  // An element's own text nodes only: its descendants are asked one by one.
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
    nodeId: root.nodeId,
    selector: `${selector}, ${selector} *`,
  });
  const families = new Set<string>();
  for (const nodeId of nodeIds) {
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    for (const font of fonts) if (font.glyphCount > 0) families.add(font.familyName);
  }
  await cdp.detach();
  return [...families];
}

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
  // A loaded picture is decoded off the main thread (decoding="async"): until then the browser
  // paints what is behind it, the 16 px placeholder. Shots wait for every picture's decode.
  await page.evaluate(() =>
    Promise.all([...document.images].map((image) => image.decode().catch(() => undefined))),
  );
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
    const settled = await page.evaluate(
      ([y, frameLimit]) =>
        new Promise<{ scrollY: number; stillChanging: string | null }>((resolve) => {
          let quietFrames = 0;
          let frames = 0;
          let lastChange = '';
          const observer = new MutationObserver((records) => {
            quietFrames = 0;
            const target = records.at(-1)!.target as Element;
            lastChange = `${target.nodeName} ${target.outerHTML?.slice(0, 80) ?? ''}`;
          });
          observer.observe(document.body, { subtree: true, childList: true, attributes: true });
          window.scrollTo(0, y);
          const frame = () => {
            quietFrames += 1;
            frames += 1;
            if (quietFrames < 3 && frames < frameLimit) return requestAnimationFrame(frame);
            observer.disconnect();
            resolve({
              scrollY: window.scrollY,
              stillChanging: quietFrames < 3 ? lastChange : null,
            });
          };
          requestAnimationFrame(frame);
        }),
      [top, QUIET_FRAME_LIMIT] as const,
    );
    // A page that keeps changing its document frame after frame never holds still for a shot:
    // that is a finding (a loop that never ends), named here rather than a test timing out.
    expect(
      settled.stillChanging,
      `still changing after ${QUIET_FRAME_LIMIT} frames at ${top} px`,
    ).toBeNull();
    const scrolledTo = settled.scrollY;
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

// Sets its own widths, so one project runs it.
test.describe('screenshots', { tag: '@desktop' }, () => {
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
          // The first load caches the fonts; the second is the one shot (see renderedFonts).
          expect((await page.goto(path))?.status()).toBe(200);
          expect((await page.goto(path))?.status()).toBe(200);
          await waitForHydration(page);
          // No fallback font anywhere in the heading (see renderedFonts).
          expect(await renderedFonts(page, 'h1'), `${path}: the heading's fonts`).toEqual(
            expect.arrayContaining([...FACES[locale]]),
          );
          expect(
            (await renderedFonts(page, 'h1')).filter(
              (family) => !(FACES[locale] as readonly string[]).includes(family),
            ),
            `${path}: fallback fonts in the heading`,
          ).toEqual([]);
          await settle(page);
          const name = `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '-')}-${locale}-${width}.png`;
          expect(await screenByScreen(page)).toMatchSnapshot(name);
          await context.close();
        });
      }
    }
  }
});
