import type { Locator, Page } from '@playwright/test';
import { waitForHydration } from './hydration';

/**
 * Scrolls to just past the hero's call to action, where the sticky bar (phones) and the floating
 * pill (large screens) appear: they stay hidden while the hero's own button is in view.
 */
export async function scrollPastHeroCta(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.evaluate(() => {
    const cta =
      document.querySelector('main [data-hero-cta]') ?? document.querySelector('main section');
    if (cta) window.scrollTo(0, cta.getBoundingClientRect().bottom + window.scrollY + 40);
  });
}

/**
 * Scrolls down the page, from the hero's call to action, until `bar` shows: the floating pill
 * yields wherever it would lie on text, so it shows only where the page leaves it room.
 */
export async function scrollUntilShown(page: Page, bar: Locator): Promise<void> {
  await scrollPastHeroCta(page);
  const end = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = await page.evaluate(() => window.scrollY); y < end; y += 150) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // Two frames: the scroll event's frame, then the render of the bar's state.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    if ((await bar.getAttribute('data-shown')) === 'true') return;
  }
  throw new Error('the sticky call to action never showed while scrolling down the page');
}
