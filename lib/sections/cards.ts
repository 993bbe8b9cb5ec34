import { SECTION_LIMITS, TEXT_LIMITS } from '@/lib/constants';
import { truncate } from '@/lib/text';
import type { IndustryCard, Project } from '@/lib/content/types';

/** Portfolio card link slug: lowercased, spaces to hyphens, other non-alphanumerics removed. */
export function portfolioSlugFromTitle(title: string): string {
  return title
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '');
}

export interface TagList {
  /** Shown tags, each cut to the tag limit. */
  visible: string[];
  /** Tags behind the '+N' chip, in full (listed in its tooltip). */
  hidden: string[];
  /** '+N' or null when every tag is shown. */
  overflowLabel: string | null;
}

/** Up to `max` tags, then a '+N' chip whose tooltip lists the rest. */
export function splitTags(
  tags: readonly string[],
  max: number = SECTION_LIMITS.portfolioVisibleTags,
  tagLimit: number = TEXT_LIMITS.portfolioTag,
): TagList {
  const clean = tags.map((tag) => tag.trim()).filter(Boolean);
  const visible = clean.slice(0, max).map((tag) => truncate(tag, tagLimit));
  const hidden = clean.slice(max);
  return { visible, hidden, overflowLabel: hidden.length > 0 ? `+${hidden.length}` : null };
}

export interface PortfolioCardModel {
  id: string;
  title: string;
  description: string;
  href: string;
  imagePath: string;
  imageAlt: string;
  tags: TagList;
}

export function toPortfolioCard(project: Project): PortfolioCardModel {
  return {
    id: project.id,
    title: truncate(project.title, TEXT_LIMITS.portfolioCardTitle),
    description: truncate(
      project.shortDescription || project.description,
      TEXT_LIMITS.portfolioCardDescription,
    ),
    href: `/portfolios/${portfolioSlugFromTitle(project.title)}`,
    imagePath: project.imagePath,
    imageAlt: project.title,
    tags: splitTags(project.tags),
  };
}

/** Featured projects only (the home page's portfolio). */
export function featuredPortfolioCards(projects: readonly Project[]): PortfolioCardModel[] {
  return projects.filter((project) => project.featured).map(toPortfolioCard);
}

export interface IndustryCardModel {
  id: string;
  title: string;
  description: string;
  href: string;
  iconPath: string;
}

export function toIndustryCard(industry: IndustryCard): IndustryCardModel {
  return {
    id: industry.id,
    title: truncate(industry.title, TEXT_LIMITS.industryCardTitle),
    description: truncate(industry.shortDescription, TEXT_LIMITS.industryCardDescription),
    href: `/industries/${encodeURIComponent(industry.slug || industry.id)}`,
    iconPath: industry.iconPath,
  };
}

/** Section heading texts: title cut to 45 characters, description to 150; null without a title. */
export function toSectionHeading(input: {
  title?: string | null;
  description?: string | null;
}): { title: string; description?: string } | null {
  const title = input.title?.trim();
  if (!title) return null;
  const description = input.description?.trim();
  return {
    title: truncate(title, TEXT_LIMITS.sectionTitle),
    description: description ? truncate(description, TEXT_LIMITS.sectionDescription) : undefined,
  };
}

/** A title/description pair cut to the given limits (tech list, core features, process steps). */
export function clampCardText<T extends { title: string; description: string }>(
  item: T,
  limits: { title: number; description: number },
): T {
  return {
    ...item,
    title: truncate(item.title, limits.title),
    description: truncate(item.description, limits.description),
  };
}

export const TECH_LIST_LIMITS = {
  title: SECTION_LIMITS.techListTitle,
  description: SECTION_LIMITS.techListDescription,
};
export const CORE_FEATURE_LIMITS = {
  title: SECTION_LIMITS.coreFeatureTitle,
  description: SECTION_LIMITS.coreFeatureDescription,
};
export const PROCESS_STEP_LIMITS = {
  title: SECTION_LIMITS.processStepTitle,
  description: SECTION_LIMITS.processStepDescription,
};
