import { shellLabelFieldName, type SETTINGS_FIELDS } from '@/lib/cms/settings-fields';
import { SHELL_LABELS } from '@/content-fallback/shell';
import { complianceBadges, siteConfig } from '@/content-fallback/site';
import { CONSENT_COPY } from '@/content-fallback/consent';
/**
 * content-fallback view models → Directus records: the inverse of lib/cms/mappers, so that a site
 * built from a freshly seeded CMS shows what it shows without one (tested in records.test.ts).
 */
import type {
  HeroSection,
  IndustryCard,
  Job,
  Page,
  Project,
  Review,
  Service,
  Skill,
} from '@/lib/content/types';
import type {
  CmsHeroSection,
  CmsIndustries,
  CmsJobs,
  CmsPages,
  CmsProjects,
  CmsReviews,
  CmsServices,
  CmsSkills,
} from '@/lib/cms/schema';
import { factRows } from './facts';

/** A record to create: every field but the generated id (M2M and files are linked by the seed). */
export type NewRecord<T> = Omit<Partial<T>, 'id'>;

const orNull = <T>(value: T | undefined): T | null => (value === undefined ? null : value);

/** A service's card fields; its page's sections are its blocks (see ensureItemBlocks). */
export function toServiceRecord(service: Service): NewRecord<CmsServices> {
  return {
    status: 'published',
    title: service.title,
    // show_wide_banner: the original site's CMS field that this site does not render.
    title_highlight: service.titleHighlight ?? null,
    slug: service.slug,
    short_description: service.shortDescription,
    description: service.fullDescription,
    // Banner and icon stay empty: the site then uses its own /assets/services/{slug} files.
    featured: service.featured,
    order: service.order,
    show_wide_banner: false,
  };
}

/** An industry's card fields; its page's sections are its blocks (see ensureItemBlocks). */
export function toIndustryRecord(industry: IndustryCard): NewRecord<CmsIndustries> {
  return {
    status: 'published',
    title: industry.title,
    slug: industry.slug,
    short_description: industry.shortDescription,
    featured: industry.featured ?? false,
    order: industry.order,
  };
}

export function toSkillRecord(skill: Skill): NewRecord<CmsSkills> {
  return { status: 'published', name: skill.name };
}

/**
 * A project's tags become skill links only when every tag is a known skill (the site shows skills
 * instead of the technologies list as soon as one is linked); the technologies list is kept always.
 */
export function projectSkillIds(project: Project, skillIdsByName: Map<string, number>): number[] {
  const ids = project.tags.map((tag) => skillIdsByName.get(tag));
  return ids.every((id): id is number => id !== undefined) ? ids : [];
}

export function toProjectRecord(
  project: Project,
  options: { imageId?: string; skillIds: number[] },
): Omit<NewRecord<CmsProjects>, 'project_skills' | 'technologies'> & {
  project_skills: Array<{ skills_id: number }>;
  technologies: string[];
} {
  return {
    status: 'published',
    title: project.title,
    slug: project.slug,
    short_description: project.shortDescription,
    description: project.description,
    image: options.imageId ?? null,
    project_skills: options.skillIds.map((id) => ({ skills_id: id })),
    technologies: project.tags,
    is_featured: project.featured,
    link: orNull(project.link),
  };
}

export function toReviewRecord(review: Review, clientId?: number): NewRecord<CmsReviews> {
  return {
    status: 'published',
    client: orNull(clientId),
    person_name: review.name,
    person_designation: review.title,
    feedback: review.content,
    rating: review.rating,
  };
}

export function toJobRecord(
  job: Omit<Job, 'location'> & { location?: string },
): NewRecord<CmsJobs> {
  return {
    status: 'published',
    title: job.title,
    slug: job.slug,
    location: orNull(job.location),
    summary: job.summary,
    description: job.description,
    responsibilities: job.responsibilities,
    requirements: job.requirements,
    remote: job.remote,
    country_code: orNull(job.addressCountry),
    link: orNull(job.link),
    employment_type: orNull(job.employmentType),
    date_posted: orNull(job.datePosted),
    valid_through: orNull(job.validThrough),
  };
}

export function toHeroRecord(hero: HeroSection): NewRecord<CmsHeroSection> {
  return {
    status: 'published',
    key: hero.key,
    title: hero.title,
    title_primary: orNull(hero.titlePrimary),
    description: hero.description,
    label_text: orNull(hero.labelText),
    label_information: orNull(hero.labelInformation),
    button_title: orNull(hero.buttonTitle),
    button_type: null, // not rendered: the hero's button is always the primary one
    button_action_link: orNull(hero.ctaLink),
    hero_image_alt: orNull(hero.heroImageAlt),
    show_client_logos: hero.showClientLogos,
    show_trust_signals: hero.showTrustSignals,
  };
}

export function toPageRecord(
  page: Page,
  options: { heroId?: number },
): Omit<NewRecord<CmsPages>, 'json_ld_schema'> & {
  json_ld_schema: Record<string, unknown> | null;
} {
  return {
    status: 'published',
    slug: page.slug,
    title: page.title,
    description: page.description,
    meta_description: orNull(page.metaDescription),
    hero_section: orNull(options.heroId),
    canonical_link: orNull(page.canonicalLink),
    json_ld_schema: orNull(page.jsonLdSchema),
    show_client_logos: page.showClientLogos,
  };
}

/** The settings singleton's shell fields, from the bundled company facts and banner text. */
export function toSettingsRecord(): Record<keyof typeof SETTINGS_FIELDS, unknown> {
  return {
    brand_name: siteConfig.brand,
    contact_email: siteConfig.email,
    phone: siteConfig.phone,
    whatsapp_number: `+${siteConfig.whatsappNumber}`,
    footer_tagline: siteConfig.tagline,
    social_links: siteConfig.socials.map(({ network, href }) => ({ network, url: href })),
    compliance_badges: complianceBadges.map(({ label }) => ({ label })),
    facts: factRows(),
    consent_title: CONSENT_COPY.title,
    consent_text: CONSENT_COPY.body,
    ...Object.fromEntries(
      Object.entries(SHELL_LABELS).map(([key, label]) => [shellLabelFieldName(key), label]),
    ),
    menu_trending_badge_shown: true,
  };
}
