/**
 * Raw Directus records as the CMS sends them. Every field is optional and loosely typed on purpose:
 * editors can leave anything empty, and the mappers in ./mappers.ts own every default.
 */
import type { CmsFileRef } from './assets';
import type { RawBlockRow } from '@/lib/blocks/parse';
import type { SETTINGS_FIELDS } from './settings-fields';

export type CmsId = string | number;

/** Directus status field; records without one are treated as published. */
interface Publishable {
  status?: string | null;
}

export interface RawService extends Publishable {
  id: CmsId;
  title?: string | null;
  title_highlight?: string | null;
  slug?: string | null;
  short_description?: string | null;
  description?: string | null;
  banner?: CmsFileRef;
  icon?: CmsFileRef;
  featured?: boolean | null;
  order?: number | null;
  sort?: number | null;
  show_wide_banner?: boolean | null;
  /** SEO fields (the same names on pages, services, industries and projects). */
  seo_title?: string | null;
  meta_description?: string | null;
  og_image?: CmsFileRef;
  og_image_alt?: string | null;
  canonical_link?: string | null;
  noindex?: boolean | null;
}

export interface RawIndustry extends Publishable {
  id: CmsId;
  slug?: string | null;
  title?: string | null;
  name?: string | null;
  short_description?: string | null;
  description?: string | null;
  featured?: boolean | null;
  icon?: CmsFileRef;
  order?: number | null;
  sort?: number | null;
  /** SEO fields (the same names on pages, services, industries and projects). */
  seo_title?: string | null;
  meta_description?: string | null;
  og_image?: CmsFileRef;
  og_image_alt?: string | null;
  canonical_link?: string | null;
  noindex?: boolean | null;
}

export interface RawSkill extends Publishable {
  id: CmsId;
  name?: string | null;
  title?: string | null;
}

/** A project_skills entry: a skill id, an expanded skill, or a many-to-many junction row. */
export type RawProjectSkillRef = CmsId | RawSkill | { skills_id?: CmsId | RawSkill | null } | null;

export interface RawProject extends Publishable {
  id: CmsId;
  title?: string | null;
  short_description?: string | null;
  description?: string | null;
  image?: CmsFileRef;
  banner?: CmsFileRef;
  project_skills?: RawProjectSkillRef[] | null;
  /** Free-text tags used when no skill resolves: a list or a comma-separated string. */
  technologies?: string[] | string | null;
  is_featured?: boolean | null;
  slug?: string | null;
  link?: string | null;
  liveUrl?: string | null;
  /** SEO fields (the same names on pages, services, industries and projects). */
  seo_title?: string | null;
  meta_description?: string | null;
  og_image?: CmsFileRef;
  og_image_alt?: string | null;
  canonical_link?: string | null;
  noindex?: boolean | null;
}

export interface RawClient extends Publishable {
  id: CmsId;
  clientId?: CmsId | null;
  name?: string | null;
  title?: string | null;
  client_logo?: CmsFileRef;
  logo?: CmsFileRef;
}

export interface RawReview extends Publishable {
  id: CmsId;
  /** Matched against a client's id, clientId, name or title; may arrive expanded. */
  client?: CmsId | RawClient | null;
  person_name?: string | null;
  clientName?: string | null;
  person_designation?: string | null;
  clientPosition?: string | null;
  feedback?: string | null;
  content?: string | null;
  rating?: number | string | null;
}

export interface RawJob extends Publishable {
  id: CmsId;
  title?: string | null;
  location?: string | null;
  description?: string | null;
  link?: string | null;
  employment_type?: string | null;
  slug?: string | null;
  summary?: string | null;
  responsibilities?: unknown;
  requirements?: unknown;
  remote?: boolean | number | null;
  country_code?: string | null;
  date_posted?: string | null;
  valid_through?: string | null;
}

export interface RawHeroSection extends Publishable {
  id: CmsId;
  /** Page key the hero belongs to, when the CMS stores one (key, slug or page). */
  key?: string | null;
  slug?: string | null;
  page?: string | null;
  title?: string | null;
  title_primary?: string | null;
  description?: string | null;
  label_text?: string | null;
  label_information?: string | null;
  button_title?: string | null;
  button_type?: string | null;
  button_action_link?: string | null;
  ctaLink?: string | null;
  hero_image?: CmsFileRef;
  hero_image_alt?: string | null;
  alt_text?: string | null;
  backgroundImage?: CmsFileRef;
  show_client_logos?: boolean | null;
  show_trust_signals?: boolean | null;
}

export interface RawPage extends Publishable {
  id?: CmsId;
  slug?: string | null;
  title?: string | null;
  description?: string | null;
  metaDescription?: string | null;
  meta_description?: string | null;
  hero_section?: CmsId | RawHeroSection | null;
  HeroSectionId?: CmsId | null;
  HeroSection?: RawHeroSection | null;
  canonical_link?: string | null;
  /** An object, or JSON text as some editors store it. */
  json_ld_schema?: Record<string, unknown> | string | null;
  show_client_logos?: boolean | null;
  /** Where the page answers: '/', '/about', '/lp/{slug}' … */
  permalink?: string | null;
  /** A landing page's lead context: the key of a lead_contexts record (or the record). */
  lead_context?: string | { key?: string | null } | null;
  sticky_cta?: string | null;
  og_image?: CmsFileRef;
  og_image_alt?: string | null;
  noindex?: boolean | null;
  /** The page this one is a variant of (an A/B experiment): its id, or the record. */
  variant_of?: CmsId | { id?: CmsId; permalink?: string | null } | null;
}

/** A lead context (lead_contexts): the lead modal's title and options on the pages that carry it. */
export interface RawLeadContext extends Publishable {
  key?: string | null;
  title?: string | null;
  /** Repeater rows { value, label }. */
  goals?: unknown;
  /** Repeater rows { industry, kind: 'challenge' | 'use-case', value, label }. */
  needs?: unknown;
}

/** An item's block rows (`{prefix}_{parent}_blocks`), each with its block record. */
export interface RawItemBlocks extends Publishable {
  id?: CmsId | null;
  slug?: string | null;
  blocks?: RawBlockRow[] | null;
}

/** The fields of lib/cms/settings-fields.ts are read through its schemas. */
export type RawSettings = { id?: CmsId | null; calendly_link?: string | null } & Partial<
  Record<keyof typeof SETTINGS_FIELDS, unknown>
>;

/** A /quote price band: its service read through the many-to-one as `{ slug }`. */
export interface RawQuotePriceBand {
  id?: CmsId | null;
  service?: { slug?: string | null } | CmsId | null;
  scope?: string | null;
  min_usd?: number | string | null;
  max_usd?: number | string | null;
  min_weeks?: number | string | null;
  max_weeks?: number | string | null;
}

/** A /quote timeline's multipliers (1 = unchanged). */
export interface RawQuoteTimeline {
  id?: CmsId | null;
  timeline?: string | null;
  price_multiplier?: number | string | null;
  duration_multiplier?: number | string | null;
}
