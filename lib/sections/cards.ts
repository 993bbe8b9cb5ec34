import { SECTION_LIMITS, TEXT_LIMITS } from '@/lib/content/limits';
import { cutForDisplay } from './cut-text';
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
  const visible = clean.slice(0, max).map((tag) => cutForDisplay(tag, tagLimit).shown);
  const hidden = clean.slice(max);
  return { visible, hidden, overflowLabel: hidden.length > 0 ? `+${hidden.length}` : null };
}

export interface PortfolioCardModel {
  id: string;
  title: string;
  description: string;
  href: string;
  imagePath: string;
  /** CSS object-position of the picture's focal point, for the card's crop. */
  imageFocus?: string;
  /** A CMS picture's 16 px copy (a data URL), painted until the picture arrives. */
  imagePlaceholder?: string;
  imageAlt: string;
  tags: TagList;
}

export function toPortfolioCard(project: Project): PortfolioCardModel {
  return {
    id: project.id,
    // A title is never cut; a description is cut only past its limit, at a word boundary,
    // and the card links to the project's page where it reads whole.
    title: project.title,
    description: cutForDisplay(
      project.shortDescription || project.description,
      TEXT_LIMITS.portfolioCardDescription,
    ).shown,
    href: `/portfolios/${portfolioSlugFromTitle(project.title)}`,
    imagePath: project.imagePath,
    ...(project.imageFocus ? { imageFocus: project.imageFocus } : {}),
    ...(project.imagePlaceholder ? { imagePlaceholder: project.imagePlaceholder } : {}),
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
    title: industry.title,
    description: cutForDisplay(industry.shortDescription, TEXT_LIMITS.industryCardDescription)
      .shown,
    href: `/industries/${encodeURIComponent(industry.slug || industry.id)}`,
    iconPath: industry.iconPath,
  };
}

/**
 * Section heading texts, null without a title. Never cut: a heading is read whole, and both are
 * block fields whose limits (45 and 150 characters, a translation half as much again) the CMS
 * enforces and the bundled copy keeps.
 */
export function toSectionHeading(input: {
  title?: string | null;
  description?: string | null;
}): { title: string; description?: string } | null {
  const title = input.title?.trim();
  if (!title) return null;
  const description = input.description?.trim();
  return {
    title,
    description: description || undefined,
  };
}

/**
 * A card's title/description pair (tech list, core features, process steps): the title whole, the
 * description cut at a word boundary only past its limit (a translation's is half as much again).
 */
export function clampCardText<T extends { title: string; description: string }>(
  item: T,
  limits: { title: number; description: number },
): T {
  return {
    ...item,
    description: cutForDisplay(item.description, limits.description).shown,
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
