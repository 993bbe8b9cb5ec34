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
  const handle = await bar.elementHandle();
  const shown = await page.evaluate(async (element) => {
    const frame = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = window.scrollY; y < document.documentElement.scrollHeight; y += 200) {
      window.scrollTo(0, y);
      await frame();
      if (element?.getAttribute('data-shown') === 'true') return true;
    }
    return false;
  }, handle);
  if (!shown)
    throw new Error('the sticky call to action never showed while scrolling down the page');
}
