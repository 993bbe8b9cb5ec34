/** List rules of the detail pages, in one place so pages and tests share them. */
import { splitTags, type TagList } from './cards';

/** Detail-page list limits (industries, automation platforms, service pages). */
export const DETAIL_LIMITS = {
  industryServiceFeatures: 3,
  industryProjectTags: 5,
  automationPlatformFeatures: 4,
  socialMediaFeaturedProjects: 3,
} as const;

/** Route behaviours of the portfolio pages. */
export const PORTFOLIO = {
  /** /portfolios#all smooth-scrolls to the list after this delay. */
  hashScrollDelayMs: 100,
  relatedProjectsMax: 3,
  relatedProjectTagsMax: 3,
} as const;

/**
 * Width of an automation platform's benefit bar: the metric itself when it is a percentage
 * ('70%' → '70%', clamped to 0–100), otherwise a full bar ('10x', '24/7' → '100%').
 */
export function metricBarWidth(metric: string): string {
  if (!metric.includes('%')) return '100%';
  const value = Number.parseFloat(metric.replace(/[^0-9.]/g, ''));
  if (!Number.isFinite(value)) return '100%';
  return `${Math.min(100, Math.max(0, value))}%`;
}

/** Automation platforms show their first 4 features. */
export const automationPlatformFeatures = (features: readonly string[]) =>
  features.slice(0, DETAIL_LIMITS.automationPlatformFeatures);

/** Industry services show at most 3 features each. */
export const industryServiceFeatures = (features: readonly string[]) =>
  features.slice(0, DETAIL_LIMITS.industryServiceFeatures);

/** Industry success-story projects: at most 5 technology tags, then '+N'. */
export const industryProjectTags = (technologies: readonly string[]): TagList =>
  splitTags(technologies, DETAIL_LIMITS.industryProjectTags);

/** Related projects: at most 3, each with at most 3 tags. */
export function limitRelatedProjects<T extends { tags: readonly string[] }>(
  projects: readonly T[],
): Array<T & { tags: string[] }> {
  return projects.slice(0, PORTFOLIO.relatedProjectsMax).map((project) => ({
    ...project,
    tags: project.tags.slice(0, PORTFOLIO.relatedProjectTagsMax),
  }));
}
