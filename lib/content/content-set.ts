import {
  fallbackIndustries as shippedIndustries,
  industrySlugAliases,
} from '@/content-fallback/industries';
import { fallbackProjects as shippedProjects } from '@/content-fallback/projects';
import type { IndustryCard, Project } from './types';

/**
 * The fallback content lib/content serves. `BENCH_CONTENT_SET=scale` (benchmark builds only,
 * see `npm run bench`) swaps in a generated set of 1,000 projects and 100 industries, cloned from
 * the shipped ones, so the build-scaling measure goes through the same content layer and pages.
 */
export const BENCH_SCALE = { projects: 1000, industries: 100 } as const;

const scaled = process.env.BENCH_CONTENT_SET === 'scale';

/** The benchmark's 1,000-project set is being served (it pre-renders English only). */
export function isScaleContentSet(): boolean {
  return scaled;
}

/** `count` items cycling through `base`; copies after the first round get a numbered slug. */
export function cloneToCount<T extends { id: string; slug: string; title: string }>(
  base: readonly T[],
  count: number,
  extra: (item: T, index: number) => Partial<T> = () => ({}),
): T[] {
  return Array.from({ length: count }, (_, index) => {
    const item = base[index % base.length]!;
    const round = Math.floor(index / base.length);
    if (round === 0) return item;
    const suffix = `-${round + 1}`;
    return {
      ...item,
      id: item.id + suffix,
      slug: item.slug + suffix,
      title: `${item.title} ${round + 1}`,
      ...extra(item, index),
    };
  });
}

export const fallbackIndustries: IndustryCard[] = scaled
  ? cloneToCount(shippedIndustries, BENCH_SCALE.industries, (_, index) => ({
      order: index + 1,
      featured: false,
    }))
  : shippedIndustries;

export const fallbackProjects: Project[] = scaled
  ? cloneToCount(shippedProjects, BENCH_SCALE.projects, () => ({
      featured: false,
      link: undefined,
    }))
  : shippedProjects;

export { industrySlugAliases };
