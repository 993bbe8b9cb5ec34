/**
 * The CMS records the mappers read, derived from the one type per collection in lib/cms/schema.ts
 * (generated from cms/schema.snapshot.yaml by `npm run cms:types`). A record is read as a
 * RawRecord: every field optional and nullable, because editors can leave anything empty and the
 * mappers in ./mappers.ts own every default. What a type adds to its collection's record is said
 * where it is added: a relation a fetch expands, a JSON field's shapes, and the older field names
 * a mapper still reads after the schema's (no collection of the snapshot has them).
 */
import type { CmsFileRef } from './assets';
import type { RawBlockRow } from '@/lib/blocks/parse';
import type {
  CmsClients,
  CmsFileField,
  CmsHeroSection,
  CmsIndustries,
  CmsJobs,
  CmsLeadContexts,
  CmsPages,
  CmsProjects,
  CmsQuotePriceBands,
  CmsQuoteTimelines,
  CmsReviews,
  CmsServices,
  CmsSettings,
  CmsSkills,
} from './schema';

export type CmsId = string | number;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * A schema record as the CMS may send it: every field optional and nullable, a file field as
 * CmsFileRef (its id, or the file with the size and focal point a fetch asks for). The key is a
 * number from Directus, a string in records built from the bundled content.
 */
export type RawRecord<T> = {
  [K in Exclude<keyof T, 'id'>]?: Same<T[K], CmsFileField> extends true ? CmsFileRef : T[K] | null;
} & ('id' extends keyof T ? { id?: CmsId } : unknown);

/** A record of a list whose mapper falls back on its key (a slug, a skill or client lookup). */
type Keyed<Raw> = Raw & { id: CmsId };

/** Field names older records used, read after the schema's own: not in the schema. */
type Legacy<Fields extends string, Value = string | null> = { [K in Fields]?: Value };

export type RawService = Keyed<RawRecord<CmsServices>>;

export type RawIndustry = Keyed<RawRecord<CmsIndustries> & Legacy<'name' | 'description'>>;

export type RawSkill = Keyed<RawRecord<CmsSkills> & Legacy<'title'>>;

/** A project_skills entry: a skill id, an expanded skill, or a many-to-many junction row. */
export type RawProjectSkillRef = CmsId | RawSkill | { skills_id?: CmsId | RawSkill | null } | null;

export type RawProject = Keyed<
  RawRecord<Omit<CmsProjects, 'project_skills' | 'technologies'>> & {
    /** Read as `project_skills.skills_id`: the junction rows with their skill ids. */
    project_skills?: RawProjectSkillRef[] | null;
    /** A JSON field: free-text tags used when no skill resolves, a list or comma-separated text. */
    technologies?: string[] | string | null;
  } & Legacy<'banner', CmsFileRef> &
    Legacy<'liveUrl'>
>;

export type RawClient = Keyed<
  RawRecord<CmsClients> &
    Legacy<'clientId', CmsId | null> &
    Legacy<'title'> &
    Legacy<'logo', CmsFileRef>
>;

export type RawReview = Keyed<
  RawRecord<Omit<CmsReviews, 'client'>> & {
    /** Matched against a client's id, clientId, name or title; may arrive expanded. */
    client?: CmsId | RawClient | null;
  } & Legacy<'clientName' | 'clientPosition' | 'content'>
>;

export type RawJob = Keyed<
  RawRecord<Omit<CmsJobs, 'remote'>> & {
    /** A boolean; 1 in records that stored it as a number. */
    remote?: boolean | number | null;
  }
>;

/** `slug` and `page`: the page key the hero belongs to, read after `key`. */
export type RawHeroSection = Keyed<
  RawRecord<CmsHeroSection> & Legacy<'slug' | 'page' | 'ctaLink' | 'alt_text'>
>;

export type RawPage = RawRecord<
  Omit<CmsPages, 'hero_section' | 'json_ld_schema' | 'lead_context' | 'variant_of'>
> & {
  /** Its id, or the hero record when expanded. */
  hero_section?: CmsId | RawHeroSection | null;
  /** A JSON field: an object, or JSON text as some editors store it. */
  json_ld_schema?: Record<string, unknown> | string | null;
  /** A landing page's lead context: the key of a lead_contexts record (or the record). */
  lead_context?: string | { key?: string | null } | null;
  /** The page this one is a variant of (an A/B experiment): its id, or the record. */
  variant_of?: CmsId | { id?: CmsId; permalink?: string | null } | null;
} & Legacy<'metaDescription'> &
  Legacy<'HeroSectionId', CmsId | null> &
  Legacy<'HeroSection', RawHeroSection | null>;

/**
 * A lead context (lead_contexts): the lead modal's title and options on the pages that carry it.
 * The collection has no status: every row reads as published.
 */
export type RawLeadContext = RawRecord<CmsLeadContexts> & { status?: never };

/**
 * An item's block rows (`{prefix}_{parent}_blocks`), each with its block record: the fields every
 * parent collection (pages, services, industries, projects) has, its blocks as lib/blocks parses
 * them.
 */
export type RawItemBlocks = RawRecord<Pick<CmsPages, 'id' | 'slug' | 'status'>> & {
  blocks?: RawBlockRow[] | null;
};

/**
 * The settings singleton. lib/cms/settings-fields.ts reads each field through its schema, so the
 * values are unknown until then.
 */
export type RawSettings = RawRecord<Pick<CmsSettings, 'id' | 'calendly_link'>> & {
  [K in Exclude<keyof CmsSettings, 'id' | 'calendly_link'>]?: unknown;
};

/** A /quote price band: its service read through the many-to-one as `{ slug }`. */
export type RawQuotePriceBand = RawRecord<Omit<CmsQuotePriceBands, 'service' | QuoteFigure>> & {
  service?: { slug?: string | null } | CmsId | null;
} & Figures<QuoteFigure>;

/** A /quote timeline's multipliers (1 = unchanged). */
export type RawQuoteTimeline = RawRecord<Omit<CmsQuoteTimelines, QuoteMultiplier>> &
  Figures<QuoteMultiplier>;

type QuoteFigure = 'min_usd' | 'max_usd' | 'min_weeks' | 'max_weeks';
type QuoteMultiplier = 'price_multiplier' | 'duration_multiplier';

/** The /quote figures: numbers, or numeric text; lib/cms/quote-mappers.ts checks every one. */
type Figures<Fields extends string> = { [K in Fields]?: number | string | null };
