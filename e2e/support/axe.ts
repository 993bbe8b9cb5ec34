import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.0 and 2.1 levels A and AA plus axe's best practices (the shell specs' rule set). */
export const WCAG21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export interface AxeScope {
  /** Only these parts of the page (CSS selectors); the whole page when empty. */
  include?: string[];
  /** Only the rules with these tags; every rule axe runs by default when left out. */
  tags?: string[];
}

/**
 * Runs axe on the page and returns one line per broken rule, `id: help — targets`, so a failing
 * `expect(...).toEqual([])` names the rule, what it asks for and the elements that break it.
 */
export async function axeViolations(
  page: Page,
  { include = [], tags }: AxeScope = {},
): Promise<string[]> {
  // Only violations are read: axe then skips collecting every passing node, a fifth of its time on a
  // long page (1.1-1.4 s against 1.3-1.6 s here), and finds the same violations.
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (tags) builder = builder.withTags(tags);
  for (const selector of include) builder = builder.include(selector);
  const { violations } = await builder.analyze();
  return violations.map((violation) => {
    const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
    return `${violation.id}: ${violation.help} — ${targets}`;
  });
}

/**
 * Waits for the page's one-off animations (reveals, fade-ins) to finish, so axe judges contrast on
 * what the visitor ends up seeing; looping decorations (pulse, blink) never finish and are skipped.
 */
export async function finishOneOffAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
