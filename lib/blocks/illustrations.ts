/**
 * Drawn hero pictures an editor can pick for a page (public/assets). A CMS hero image, when the
 * Hero Section has one, wins over these.
 */
import { pageHeroIllustrations } from '@/content-fallback/pages/detail-copy';
import { ILLUSTRATION_SIZE } from '@/lib/pictures/illustration-size';

const HERO_ILLUSTRATIONS = {
  ...Object.fromEntries(
    Object.entries(pageHeroIllustrations).map(([key, src]) => [
      key,
      { src, size: ILLUSTRATION_SIZE.banner },
    ]),
  ),
  // The eight values' initials: drawn square, shown at the hero image's default size.
  'about-values': { src: '/assets/about/values.svg', size: undefined },
  // The landing pages' service pictures (drawn at the banner's size).
  'business-automation': {
    src: '/assets/services/business-automation.webp',
    size: ILLUSTRATION_SIZE.banner,
  },
  'ai-development': { src: '/assets/services/ai-development.webp', size: ILLUSTRATION_SIZE.banner },
} as Record<string, { src: string; size?: { width: number; height: number } }>;

export const HERO_ILLUSTRATION_KEYS = ['none', ...Object.keys(HERO_ILLUSTRATIONS)] as const;

export function heroIllustration(key: string) {
  return HERO_ILLUSTRATIONS[key];
}

/** The drawn picture of a route's own hero (/quote's, which has no hero record). */
export function pageHeroIllustration(key: keyof typeof pageHeroIllustrations): string {
  return pageHeroIllustrations[key];
}
