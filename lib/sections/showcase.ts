import { SECTION_LIMITS } from '@/lib/content/limits';
import { cutForDisplay } from './cut-text';
import type { ServiceShowcaseItem } from './types';

const has = (value: string | undefined): value is string => Boolean(value?.trim());

/** Shown only with a main title and at least a secondary title or a short description. */
export function isShowableShowcaseItem(item: ServiceShowcaseItem): boolean {
  return has(item.mainTitle) && (has(item.secondaryTitle) || has(item.shortDescription));
}

/** 0 = secondary title and icon, 1 = one of them missing, 2 = both missing. */
export function showcaseCompletenessRank(item: ServiceShowcaseItem): number {
  return (has(item.secondaryTitle) ? 0 : 1) + (has(item.iconUrl) ? 0 : 1);
}

/**
 * The items a service showcase shows: filtered, ordered by completeness (stable
 * within a rank), at most 4, descriptions cut to 280 characters at a word boundary.
 */
export function selectShowcaseItems(items: readonly ServiceShowcaseItem[]): ServiceShowcaseItem[] {
  return items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => isShowableShowcaseItem(item))
    .sort(
      (a, b) =>
        showcaseCompletenessRank(a.item) - showcaseCompletenessRank(b.item) || a.index - b.index,
    )
    .slice(0, SECTION_LIMITS.showcaseMaxItems)
    .map(({ item }) => ({
      ...item,
      shortDescription: has(item.shortDescription)
        ? cutForDisplay(item.shortDescription, SECTION_LIMITS.showcaseDescription).shown
        : undefined,
    }));
}
