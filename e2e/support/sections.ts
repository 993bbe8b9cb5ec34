import type { Page } from '@playwright/test';

/**
 * The page's top-level sections in document order, each named by its aria-labelledby id or
 * aria-label, so a spec can check that a page renders its sections in the spec's order.
 */
export function topLevelSections(page: Page): Promise<string[]> {
  return page
    .locator('main')
    .evaluate((main) =>
      [...main.querySelectorAll('section')]
        .filter((section) => !section.parentElement?.closest('section'))
        .map(
          (section) =>
            section.getAttribute('aria-labelledby') ??
            section.getAttribute('aria-label') ??
            section.id,
        ),
    );
}

/** Sections in order, with the hero's generated id reduced to 'hero'. */
export async function sectionOrder(page: Page): Promise<string[]> {
  return (await topLevelSections(page)).map((name) =>
    /^hero-.*-title$/.test(name) ? 'hero' : name,
  );
}

/** Sum of layout-shift scores since navigation (buffered), as Chrome reports them. */
export function layoutShiftScore(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // The buffered entries arrive in the observer's first callback, queued as a task.
        setTimeout(() => resolve(total), 0);
      }),
  );
}
