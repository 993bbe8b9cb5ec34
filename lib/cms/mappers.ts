/**
 * Raw CMS records → view models. Every default and fallback rule for CMS fields lives here.
 * `cmsUrl` is the CMS base URL, against which bare asset ids resolve.
 */
import { TEXT_LIMITS } from '@/lib/content/limits';
import {
  settingsFieldSchemas,
  translatedSettingsFieldSchemas,
  shellLabelsFrom,
  type SettingsRecord,
} from './settings-fields';
import { EMPLOYMENT_TYPES } from '@/lib/content/types';
import type {
  EmploymentType,
  HeroSection,
  IndustryCard,
  Job,
  Page,
  Project,
  Review,
  SeoFields,
  Service,
  Settings,
} from '@/lib/content/types';
import { portfolioSlugFromTitle } from '@/lib/sections/cards';
import { jobSlugOf } from '@/lib/routes/job-slug';
import { buildAssetUrl, focusOf, resolveCmsAsset } from './assets';
import { placeholderOf } from './placeholders';

/** A service's or industry's order when the CMS gives neither order nor sort: after the others. */
export const DEFAULT_SERVICE_ORDER = 999;

/** `{ [key]: focus }` when the picture has a focal point; nothing otherwise. */
const withFocus = <K extends string>(key: K, focus: string | undefined) =>
  (focus ? { [key]: focus } : {}) as Partial<Record<K, string>>;
import { OG_IMAGE_SIZE } from '@/lib/seo/metadata';
import type {
  CmsId,
  RawClient,
  RawHeroSection,
  RawIndustry,
  RawJob,
  RawPage,
  RawProject,
  RawProjectSkillRef,
  RawReview,
  RawService,
  RawSettings,
  RawSkill,
} from './types';

/** A CMS project without a picture: the portfolio's drawn collage of shipped products. */
export const DEFAULT_PROJECT_IMAGE = '/assets/illustrations/portfolios-hero.webp';
export const DEFAULT_REVIEWER_NAME = 'Anonymous';
export const DEFAULT_REVIEWER_TITLE = 'Client';
export const DEFAULT_REVIEW_RATING = 5;

/** Heroes that show the trust signals unless the CMS says otherwise. */
const TRUST_SIGNAL_HERO_KEYS = new Set(['home', 'services', 'contact']);

/** First non-blank string among the candidates (CMS editors leave fields as '' as often as null). */
function firstText(...candidates: Array<string | null | undefined>): string | undefined {
  for (const candidate of candidates) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate.trim();
  }
  return undefined;
}

function firstNumber(...candidates: Array<number | string | null | undefined>): number | undefined {
  for (const candidate of candidates) {
    if (candidate === null || candidate === undefined || candidate === '') continue;
    const value = typeof candidate === 'number' ? candidate : Number(candidate);
    if (Number.isFinite(value)) return value;
  }
  return undefined;
}

function idOf(value: CmsId | { id?: CmsId | null } | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'object')
    return value.id === null || value.id === undefined ? undefined : String(value.id);
  return String(value);
}

/**
 * The link preview image of an editor's file, cropped to the Open Graph card's size. A rooted path
 * or URL is kept as it is.
 */
function ogImageUrl(ref: RawService['og_image'], cmsUrl: string | undefined): string | undefined {
  const id = typeof ref === 'string' ? ref.trim() : ref?.id?.trim();
  if (!id) return undefined;
  return buildAssetUrl(id, { ...OG_IMAGE_SIZE, fit: 'cover', format: 'jpg' }, cmsUrl);
}

/** The link preview image with its description (none without an image); else nothing. */
function ogImageOf(
  raw: Pick<RawService, 'og_image' | 'og_image_alt'>,
  cmsUrl: string | undefined,
): { ogImage?: string; ogImageAlt?: string } {
  const ogImage = ogImageUrl(raw.og_image, cmsUrl);
  if (!ogImage) return {};
  const ogImageAlt = firstText(raw.og_image_alt);
  return ogImageAlt ? { ogImage, ogImageAlt } : { ogImage };
}

/** An item's SEO fields; undefined when an editor set none, so the item reads as the bundled one. */
export function mapSeoFields(
  raw: Pick<
    RawService,
    'seo_title' | 'meta_description' | 'og_image' | 'og_image_alt' | 'canonical_link' | 'noindex'
  >,
  cmsUrl: string | undefined,
): SeoFields | undefined {
  const seo: SeoFields = {
    title: firstText(raw.seo_title),
    metaDescription: firstText(raw.meta_description),
    ...ogImageOf(raw, cmsUrl),
    canonical: firstText(raw.canonical_link),
    noindex: raw.noindex === true,
  };
  const { noindex, ...texts } = seo;
  const given = Object.fromEntries(
    Object.entries(texts).filter(([, value]) => value !== undefined),
  );
  return noindex || Object.keys(given).length > 0 ? { ...given, noindex } : undefined;
}

const withSeo = (seo: SeoFields | undefined) => (seo ? { seo } : {});

export function mapService(raw: RawService, cmsUrl: string | undefined): Service {
  const title = firstText(raw.title) ?? '';
  const slug = firstText(raw.slug) ?? String(raw.id);
  const titleHighlight = firstText(raw.title_highlight);
  return {
    id: String(raw.id),
    title,
    ...(titleHighlight ? { titleHighlight } : {}),
    slug,
    shortDescription: firstText(raw.short_description) ?? '',
    fullDescription: firstText(raw.description, raw.short_description) ?? '',
    bannerPath: resolveCmsAsset(raw.banner, cmsUrl) ?? `/assets/services/${slug}.webp`,
    icon: resolveCmsAsset(raw.icon, cmsUrl) ?? `/assets/services/icons/${slug}.svg`,
    featured: raw.featured === true,
    order: firstNumber(raw.order, raw.sort) ?? DEFAULT_SERVICE_ORDER,
    ...withSeo(mapSeoFields(raw, cmsUrl)),
  };
}

/** Services by order/sort ascending (missing = 999); ties keep their incoming order. */
export function sortServices(services: Service[]): Service[] {
  return [...services].sort((a, b) => a.order - b.order);
}

export function mapIndustry(raw: RawIndustry, cmsUrl: string | undefined): IndustryCard {
  const title = firstText(raw.title, raw.name) ?? '';
  const slug = firstText(raw.slug) ?? (title ? portfolioSlugFromTitle(title) : String(raw.id));
  return {
    id: String(raw.id),
    slug,
    title,
    shortDescription: firstText(raw.short_description, raw.description) ?? '',
    iconPath: resolveCmsAsset(raw.icon, cmsUrl) ?? `/assets/industries/icons/${slug}.svg`,
    order: firstNumber(raw.order, raw.sort) ?? DEFAULT_SERVICE_ORDER,
    featured: raw.featured === true,
    ...withSeo(mapSeoFields(raw, cmsUrl)),
  };
}

/** Industries alphabetically by name. */
export function sortIndustries(industries: IndustryCard[]): IndustryCard[] {
  return [...industries].sort((a, b) =>
    a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }),
  );
}

function skillNameFor(
  ref: RawProjectSkillRef,
  skillsById: Map<string, RawSkill>,
): string | undefined {
  if (ref === null || ref === undefined) return undefined;
  if (typeof ref !== 'object') {
    const skill = skillsById.get(String(ref));
    return skill ? firstText(skill.name, skill.title) : undefined;
  }
  if ('skills_id' in ref) return skillNameFor(ref.skills_id ?? null, skillsById);
  const skill = ref as RawSkill;
  return firstText(skill.name, skill.title) ?? skillNameFor(skill.id, skillsById);
}

function technologyTags(technologies: RawProject['technologies']): string[] {
  const list = typeof technologies === 'string' ? technologies.split(',') : (technologies ?? []);
  return list.map((tag) => (typeof tag === 'string' ? tag.trim() : '')).filter(Boolean);
}

/** Tags are the project's skills by name; the technologies list is the fallback. */
export function mapProject(
  raw: RawProject,
  skills: RawSkill[],
  cmsUrl: string | undefined,
): Project {
  const skillsById = new Map(skills.map((skill) => [String(skill.id), skill]));
  const skillTags = (raw.project_skills ?? [])
    .map((ref) => skillNameFor(ref, skillsById))
    .filter((name): name is string => Boolean(name));
  const title = firstText(raw.title) ?? '';
  return {
    id: String(raw.id),
    title,
    shortDescription: firstText(raw.short_description) ?? '',
    description: firstText(raw.description, raw.short_description) ?? '',
    imagePath:
      resolveCmsAsset(raw.image, cmsUrl) ??
      resolveCmsAsset(raw.banner, cmsUrl) ??
      DEFAULT_PROJECT_IMAGE,
    ...withFocus('imageFocus', focusOf(raw.image)),
    ...withFocus('imagePlaceholder', placeholderOf(raw.image)),
    tags: skillTags.length > 0 ? [...new Set(skillTags)] : technologyTags(raw.technologies),
    featured: raw.is_featured === true,
    slug: firstText(raw.slug) ?? (title ? portfolioSlugFromTitle(title) : String(raw.id)),
    link: firstText(raw.link, raw.liveUrl),
    ...withSeo(mapSeoFields(raw, cmsUrl)),
  };
}

/** Logo file of a client: client_logo (id string or file object), else logo. */
function clientLogoUrl(client: RawClient, cmsUrl: string | undefined): string | undefined {
  return resolveCmsAsset(client.client_logo, cmsUrl) ?? resolveCmsAsset(client.logo, cmsUrl);
}

/** The client a review points at: by client id, clientId, name or title. */
export function findReviewClient(review: RawReview, clients: RawClient[]): RawClient | undefined {
  const ref = review.client;
  if (ref === null || ref === undefined) return undefined;
  if (typeof ref === 'object') {
    const byId = clients.find((client) => String(client.id) === String(ref.id));
    return byId ?? ref;
  }
  const wanted = String(ref).trim().toLowerCase();
  return clients.find((client) =>
    [client.id, client.clientId, client.name, client.title].some(
      (candidate) =>
        candidate !== null &&
        candidate !== undefined &&
        String(candidate).trim().toLowerCase() === wanted,
    ),
  );
}

export function mapReview(
  raw: RawReview,
  clients: RawClient[],
  cmsUrl: string | undefined,
): Review {
  const client = findReviewClient(raw, clients);
  const rating = firstNumber(raw.rating);
  return {
    id: String(raw.id),
    clientId: client
      ? String(client.id)
      : idOf(typeof raw.client === 'object' ? raw.client : undefined),
    name: firstText(raw.person_name, raw.clientName) ?? DEFAULT_REVIEWER_NAME,
    title: firstText(raw.person_designation, raw.clientPosition) ?? DEFAULT_REVIEWER_TITLE,
    content: firstText(raw.feedback, raw.content) ?? '',
    rating: rating !== undefined && rating > 0 ? Math.min(rating, 5) : DEFAULT_REVIEW_RATING,
    clientName: client ? firstText(client.name, client.title) : undefined,
    clientLogo: client ? clientLogoUrl(client, cmsUrl) : undefined,
  };
}

export function mapJob(raw: RawJob): Job {
  const title = firstText(raw.title) ?? '';
  const description = firstText(raw.description) ?? '';
  return {
    id: String(raw.id),
    slug: firstText(raw.slug) ?? jobSlugOf(title, raw.id),
    title,
    location: firstText(raw.location),
    addressCountry: firstText(raw.country_code)?.toUpperCase(),
    remote: raw.remote === true || raw.remote === 1,
    summary: firstText(raw.summary) ?? jobSummaryOf(description),
    description,
    responsibilities: textList(raw.responsibilities),
    requirements: textList(raw.requirements),
    link: firstText(raw.link),
    employmentType: employmentTypeOf(raw.employment_type),
    datePosted: isoDate(raw.date_posted),
    validThrough: isoDate(raw.valid_through),
  };
}

/** A record without a summary: its description's first sentence, if short enough for the card. */
function jobSummaryOf(description: string): string {
  const first = description.match(/^.+?[.!?](?=\s|$)/)?.[0] ?? description;
  return first.length <= TEXT_LIMITS.jobDescription ? first : '';
}

/** A tags field's lines, blanks dropped. */
function textList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((line): line is string => typeof line === 'string' && line.trim() !== '')
    : [];
}

/** The schema.org code of a record's employment type ('FULL_TIME'; 'Full-time' reads the same). */
function employmentTypeOf(value: string | null | undefined): EmploymentType | undefined {
  const code = value
    ?.trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  if (!code) return undefined;
  if (code === 'CONTRACT') return 'CONTRACTOR';
  if (code === 'INTERNSHIP') return 'INTERN';
  return (EMPLOYMENT_TYPES as readonly string[]).includes(code)
    ? (code as EmploymentType)
    : undefined;
}

const isoDate = (value: string | null | undefined) => value?.match(/^\d{4}-\d{2}-\d{2}/)?.[0];

/** The page key a hero record declares (key, slug or page field), if any. */
export function heroKeyOf(raw: RawHeroSection): string | undefined {
  return firstText(raw.key, raw.slug, raw.page);
}

/** `key` is the page the hero is shown on; it decides the trust-signals default. */
export function mapHeroSection(
  raw: RawHeroSection,
  key: string,
  cmsUrl: string | undefined,
): HeroSection {
  return {
    id: String(raw.id),
    key,
    title: firstText(raw.title) ?? '',
    titlePrimary: firstText(raw.title_primary),
    description: firstText(raw.description) ?? '',
    labelText: firstText(raw.label_text),
    labelInformation: firstText(raw.label_information),
    buttonTitle: firstText(raw.button_title),
    ctaLink: firstText(raw.button_action_link, raw.ctaLink),
    heroImage: resolveCmsAsset(raw.hero_image, cmsUrl),
    heroImageAlt: firstText(raw.hero_image_alt, raw.alt_text),
    ...withFocus('heroImageFocus', focusOf(raw.hero_image)),
    ...withFocus('heroImagePlaceholder', placeholderOf(raw.hero_image)),
    showClientLogos: raw.show_client_logos === true,
    showTrustSignals: raw.show_trust_signals ?? TRUST_SIGNAL_HERO_KEYS.has(key),
  };
}

function parseJsonLd(value: RawPage['json_ld_schema']): Record<string, unknown> | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'object') return Array.isArray(value) ? undefined : value;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The hero a page points at: hero_section (id or expanded), HeroSectionId, or HeroSection. */
export function pageHeroRef(raw: RawPage): { id?: string; record?: RawHeroSection } {
  const expanded =
    (typeof raw.hero_section === 'object' && raw.hero_section !== null
      ? raw.hero_section
      : undefined) ??
    raw.HeroSection ??
    undefined;
  const id =
    idOf(typeof raw.hero_section === 'object' ? undefined : raw.hero_section) ??
    idOf(raw.HeroSectionId) ??
    idOf(expanded);
  return { id, record: expanded };
}

/** A page's link preview image and noindex, only when an editor set them. */
function pageSeoExtras(
  raw: RawPage,
  cmsUrl: string | undefined,
): Pick<Page, 'ogImage' | 'ogImageAlt' | 'noindex'> {
  return { ...ogImageOf(raw, cmsUrl), ...(raw.noindex === true ? { noindex: true } : {}) };
}

/** `heroes` are the hero records loaded alongside, to resolve a hero given only by id. */
export function mapPage(raw: RawPage, heroes: RawHeroSection[], cmsUrl: string | undefined): Page {
  const slug = firstText(raw.slug) ?? '';
  const ref = pageHeroRef(raw);
  const heroRecord = ref.record ?? heroes.find((hero) => String(hero.id) === ref.id);
  return {
    slug,
    title: firstText(raw.title) ?? '',
    description: firstText(raw.description) ?? '',
    metaDescription: firstText(raw.metaDescription, raw.meta_description),
    heroSectionId: ref.id,
    heroSection: heroRecord ? mapHeroSection(heroRecord, slug, cmsUrl) : undefined,
    canonicalLink: firstText(raw.canonical_link),
    jsonLdSchema: parseJsonLd(raw.json_ld_schema),
    showClientLogos: raw.show_client_logos === true,
    ...pageSeoExtras(raw, cmsUrl),
  };
}

/** An absolute http(s) URL, else undefined: a booking link the browser can open and extend. */
export function toHttpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** `translated`: the record was read in Arabic or Turkish, whose texts may run longer. */
export function mapSettings(
  raw: RawSettings | null | undefined,
  { translated = false }: { translated?: boolean } = {},
): Settings {
  // Validated here so a bad CMS value falls back (SCHEDULER_URL, then the default) instead of
  // breaking the lead flows after a lead was already stored.
  const calendlyLink = firstText(raw?.calendly_link);
  const valid = toHttpUrl(calendlyLink);
  if (calendlyLink && !valid) {
    console.warn(
      `[cms] settings.calendly_link "${calendlyLink.slice(0, 80)}" is not an http(s) URL; ignored.`,
    );
  }
  const shell: Partial<SettingsRecord> = {};
  const schemas = translated ? translatedSettingsFieldSchemas : settingsFieldSchemas;
  for (const [name, schema] of Object.entries(schemas)) {
    const parsed = schema.safeParse({ [name]: raw?.[name as keyof RawSettings] });
    if (parsed.success) Object.assign(shell, parsed.data);
    else
      console.warn(
        `[cms] settings.${name}: ${parsed.error.issues[0]?.message ?? 'invalid'}; the bundled value is used.`,
      );
  }
  const digits = shell.whatsapp_number?.replace(/\D/g, '');
  const socials = (shell.social_links ?? []).flatMap((link) => {
    const href = toHttpUrl(link.url);
    return href ? [{ network: link.network, href }] : [];
  });
  const badges = (shell.compliance_badges ?? []).map((badge) => badge.label);
  const shellLabels = shellLabelsFrom(shell);
  // The spec's 'Hot' badge stays unless an editor switches it off.
  if (shell.menu_trending_badge_shown === false) shellLabels.menuTrendingBadge = '';
  const facts = Object.fromEntries(
    (shell.facts ?? []).flatMap(({ key, value }) =>
      /^[A-Za-z][A-Za-z0-9]*$/.test(key) ? [[key, value]] : [],
    ),
  );
  return {
    calendlyLink: valid,
    brandName: shell.brand_name,
    contactEmail: shell.contact_email,
    phone: shell.phone,
    whatsappNumber: digits || undefined,
    footerTagline: shell.footer_tagline,
    socials: socials.length > 0 ? socials : undefined,
    complianceBadges: badges.length > 0 ? badges : undefined,
    consentTitle: shell.consent_title,
    consentText: shell.consent_text,
    shellLabels: Object.keys(shellLabels).length > 0 ? shellLabels : undefined,
    facts: Object.keys(facts).length > 0 ? facts : undefined,
  };
}

/** Drafts and archived records stay off the site; records without a status count as published. */
export function isPublished(record: { status?: string | null }): boolean {
  return record.status === undefined || record.status === null || record.status === 'published';
}
