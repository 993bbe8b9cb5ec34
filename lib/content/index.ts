/**
 * One get* per kind of content: the CMS when DIRECTUS_URL is set and answers, content-fallback/
 * otherwise. Any CMS failure is logged in one line and answered with the fallback: these never
 * throw into a page or generateStaticParams.
 *
 * Two steps per kind: `read*` (private) fetches the records as stored, the CMS's in the page's
 * language where it has them, else the bundled English; the exported `get*` is that `read*`
 * localized once (lib/i18n/localize: what the CMS did not translate goes through the locale's
 * catalog, site links get the locale's prefix).
 */
import { getEnv } from '@/lib/env';
import { localizedAsync, localizedSync, markTranslatedByCms } from '@/lib/i18n/localize';
import { getRequestLocale } from '@/lib/i18n/request-locale';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { classifyCmsError, describeCmsError, isNextControlFlowError } from '@/lib/cms/client';
import { cmsCollectionName, getCmsConfig, type CmsConfig } from '@/lib/cms/config';
import { firstTimeInThisBuild } from './fallback-log';
import {
  fetchClientRecords,
  fetchHeroSectionRecords,
  fetchIndustryRecords,
  fetchJobRecords,
  fetchItemBlockRecord,
  fetchLeadContextRecords,
  fetchPageRecords,
  fetchProjectRecords,
  fetchReviewRecords,
  fetchServiceRecords,
  fetchSettingsRecord,
  fetchSkillRecords,
  fetchQuoteTableRecords,
} from '@/lib/cms/fetchers';
import { mapQuoteTables } from '@/lib/cms/quote-mappers';
import {
  heroKeyOf,
  mapHeroSection,
  mapIndustry,
  mapJob,
  mapPage,
  mapProject,
  mapReview,
  mapService,
  mapSettings,
  pageHeroRef,
  sortIndustries,
  sortServices,
  toHttpUrl,
} from '@/lib/cms/mappers';
import { landingSlugOf, mapLandingPage, mapLeadContext } from '@/lib/cms/landing-mappers';
import type { RawClient, RawSkill } from '@/lib/cms/types';
import { fallbackLandingPages } from '@/content-fallback/pages/landing-pages';
import { bundledLeadContext, type LeadContextOptions } from '@/content-fallback/lead-modal-options';
import type { PageBlock } from '@/blocks/catalog';
import { parseBlockRows } from '@/lib/blocks/parse';
import { isDraftRequest } from '@/lib/cms/draft';
import type { BlockParent } from '@/lib/blocks/parents';
import { fallbackPageBlocks } from '@/content-fallback/page-blocks';
import { fallbackHeroSections } from '@/content-fallback/heroes';
import { fallbackJobs } from '@/content-fallback/jobs';
import { fallbackPages } from '@/content-fallback/pages';
// Shipped fallback industries and projects, or the benchmark's generated set (BENCH_CONTENT_SET).
import { fallbackIndustries, fallbackProjects, industrySlugAliases } from './content-set';
import { fallbackReviews, reviewSummary } from '@/content-fallback/reviews';
import { fallbackSettings } from '@/content-fallback/settings';
import { fallbackServices } from '@/content-fallback/services';
import { complianceBadges, siteConfig, socialLinkLabel } from '@/content-fallback/site';
import { fallbackFacts } from '@/content-fallback/facts';
import { getRequestFacts, setRequestFacts } from './fact-store';
import { factSetOf, type FactSet } from './fact-tokens';
import { CONSENT_COPY } from '@/content-fallback/consent';
import { fallbackQuoteTables } from '@/lib/quote/bundled-tables';
import type { QuoteTables } from '@/lib/quote/estimate';
import { SHELL_LABELS } from '@/content-fallback/shell';
import type {
  HeroSection,
  IndustryCard,
  Job,
  LandingPage,
  Page,
  Project,
  Review,
  ReviewSummary,
  Service,
  Settings,
  SiteConfig,
  SiteSettings,
} from './types';

/** Identical failure lines are logged at most once per this window (a build renders many pages). */
const REPEATED_LOG_WINDOW_MS = 60_000;
/** After a timeout or refused connection, pages skip the CMS for this long instead of each waiting. */
const UNAVAILABLE_BACKOFF_MS = 30_000;

const lastLoggedAt = new Map<string, number>();
let cmsUnavailableUntil = 0;
let cmsUnavailableReason = '';

function logFailure(line: string): void {
  const now = Date.now();
  const previous = lastLoggedAt.get(line);
  if (previous !== undefined && now - previous < REPEATED_LOG_WINDOW_MS) return;
  lastLoggedAt.set(line, now);
  if (firstTimeInThisBuild(line)) console.error(line);
}

function handleCmsFailure(what: string, error: unknown, config: CmsConfig, outcome: string): void {
  if (isNextControlFlowError(error)) throw error;
  const kind = classifyCmsError(error);
  if (kind === 'timeout' || kind === 'unreachable') {
    cmsUnavailableUntil = Date.now() + UNAVAILABLE_BACKOFF_MS;
    cmsUnavailableReason = describeCmsError(error, config);
  }
  logFailure(`[content] ${what}: ${describeCmsError(error, config)}. ${outcome}`);
}

/**
 * Runs `load` against the CMS. `undefined` from load means "the CMS has nothing for this" and
 * quietly uses the fallback; an error is logged in one line and also uses the fallback.
 */
async function fromCms<T>(
  what: string,
  load: (config: CmsConfig) => Promise<T | undefined>,
  fallback: () => T,
): Promise<T> {
  const config = getCmsConfig();
  if (!config) return fallback(); // fallback-only mode, announced once at start-up by lib/env
  if (Date.now() < cmsUnavailableUntil) {
    // Skip the wait, but every collection still says once that it serves the fallback.
    logFailure(`[content] ${what}: ${cmsUnavailableReason}. Serving fallback content.`);
    return fallback();
  }
  try {
    return (await load(config)) ?? fallback();
  } catch (error) {
    handleCmsFailure(what, error, config, 'Serving fallback content.');
    return fallback();
  }
}

/** A secondary collection (skills for project tags, clients for reviews) that may fail alone. */
async function optionalRecords<T>(
  what: string,
  config: CmsConfig,
  load: (config: CmsConfig) => Promise<T[]>,
) {
  try {
    return await load(config);
  } catch (error) {
    handleCmsFailure(what, error, config, 'Continuing without it.');
    return [];
  }
}

const nonEmpty = <T>(list: T[]): T[] | undefined => (list.length > 0 ? list : undefined);

/**
 * The services the CMS publishes, sorted by order. A service an editor unpublishes or deletes
 * leaves the site; the bundled services stand in only when the CMS has none at all (or fails).
 */
async function readServices(): Promise<Service[]> {
  return fromCms(
    'services',
    async (config) =>
      nonEmpty(
        sortServices(
          (await fetchServiceRecords(config, getRequestLocale())).map((record) =>
            markTranslatedByCms(mapService(record, config.url)),
          ),
        ),
      ),
    () => sortServices(fallbackServices),
  );
}

async function readServiceBySlug(slug: string): Promise<Service | undefined> {
  return (await getServices()).find((service) => service.slug === slug);
}

/** Industry cards, alphabetically by title. */
async function readIndustries(): Promise<IndustryCard[]> {
  return fromCms(
    'industries',
    async (config) =>
      nonEmpty(
        sortIndustries(
          (await fetchIndustryRecords(config, getRequestLocale())).map((record) =>
            markTranslatedByCms(mapIndustry(record, config.url)),
          ),
        ),
      ),
    () => sortIndustries(fallbackIndustries),
  );
}

async function readIndustryBySlug(slug: string): Promise<IndustryCard | undefined> {
  const canonical = industrySlugAliases[slug] ?? slug;
  const fromList = (await getIndustries()).find((industry) => industry.slug === canonical);
  // Industry detail pages are static, so a known industry the CMS lacks still has its card.
  return fromList ?? fallbackIndustries.find((industry) => industry.slug === canonical);
}

async function readProjects(): Promise<Project[]> {
  return fromCms(
    'projects',
    async (config) => {
      const [records, skills] = await Promise.all([
        fetchProjectRecords(config, getRequestLocale()),
        optionalRecords<RawSkill>('skills for project tags', config, (cms) =>
          fetchSkillRecords(cms, getRequestLocale()),
        ),
      ]);
      return nonEmpty(
        records.map((record) => markTranslatedByCms(mapProject(record, skills, config.url))),
      );
    },
    () => [...fallbackProjects],
  );
}

async function readFeaturedProjects(limit?: number): Promise<Project[]> {
  const featured = (await getProjects()).filter((project) => project.featured);
  return limit === undefined ? featured : featured.slice(0, Math.max(0, limit));
}

async function readProjectBySlug(slug: string): Promise<Project | undefined> {
  const fromList = (await getProjects()).find((project) => project.slug === slug);
  // Portfolio detail pages are static content, so their projects stay reachable.
  return fromList ?? fallbackProjects.find((project) => project.slug === slug);
}

/** Reviews with their client's name and logo when the review names a known client. */
async function readReviews(): Promise<Review[]> {
  return fromCms(
    'reviews',
    async (config) => {
      const [records, clients] = await Promise.all([
        fetchReviewRecords(config, getRequestLocale()),
        optionalRecords<RawClient>('clients for reviews', config, (cms) =>
          fetchClientRecords(cms, getRequestLocale()),
        ),
      ]);
      return nonEmpty(
        records.map((record) => markTranslatedByCms(mapReview(record, clients, config.url))),
      );
    },
    () => [...fallbackReviews],
  );
}

/** The review platform's rating and count: the rating and reviews facts of the page. */
function readReviewSummary(): ReviewSummary {
  const { values } = getRequestFacts();
  const rating = Number(values.rating);
  const reviewCount = Number(values.reviews);
  return {
    ...reviewSummary,
    rating: Number.isFinite(rating) ? rating : reviewSummary.rating,
    reviewCount: Number.isInteger(reviewCount) ? reviewCount : reviewSummary.reviewCount,
  };
}

/** Open roles. An empty CMS list is respected: it means no openings, not a failure. */
async function readJobs(): Promise<Job[]> {
  return fromCms(
    'jobs',
    async (config) =>
      (await fetchJobRecords(config, getRequestLocale())).map((record) =>
        markTranslatedByCms(mapJob(record)),
      ),
    () => fallbackJobs,
  );
}

const fallbackHero = (key: string) => fallbackHeroSections.find((hero) => hero.key === key);

/**
 * The hero for a page key: the CMS page with that slug and its hero, else a hero record that
 * declares the key, else the built-in default for the key.
 */
async function readHeroSection(key: string): Promise<HeroSection | undefined> {
  return fromCms(
    'hero_section',
    async (config) => {
      const [heroes, pages] = await Promise.all([
        fetchHeroSectionRecords(config, getRequestLocale()),
        fetchPageRecords(config, getRequestLocale()),
      ]);
      const page = pages.find((candidate) => candidate.slug === key);
      const ref = page ? pageHeroRef(page) : {};
      const record =
        ref.record ??
        heroes.find((hero) => ref.id !== undefined && String(hero.id) === ref.id) ??
        heroes.find((hero) => heroKeyOf(hero) === key);
      return record ? markTranslatedByCms(mapHeroSection(record, key, config.url)) : undefined;
    },
    () => fallbackHero(key),
  );
}

function fallbackPage(slug: string): Page | undefined {
  const page = fallbackPages.find((candidate) => candidate.slug === slug);
  return (
    page && {
      ...page,
      heroSection: fallbackHeroSections.find((hero) => hero.id === page.heroSectionId),
    }
  );
}

/** Page SEO record (title, descriptions, canonical, JSON-LD) with its hero resolved. */
async function readPage(slug: string): Promise<Page | undefined> {
  return fromCms(
    'pages',
    async (config) => {
      const [pages, heroes] = await Promise.all([
        fetchPageRecords(config, getRequestLocale()),
        fetchHeroSectionRecords(config, getRequestLocale()),
      ]);
      const record = pages.find((candidate) => candidate.slug === slug);
      return record ? markTranslatedByCms(mapPage(record, heroes, config.url)) : undefined;
    },
    () => fallbackPage(slug),
  );
}

/**
 * The published campaign pages (permalink /lp/{slug}), CMS first; the two bundled landing pages
 * when the CMS has none (a CMS seeded before permalinks existed) or fails.
 */
async function readLandingPages(): Promise<LandingPage[]> {
  return fromCms(
    'landing pages',
    async (config) => {
      const records = await fetchPageRecords(config, getRequestLocale());
      // A variant's original, by id: only a published one (they are all that is read).
      const permalinks = new Map(records.map((record) => [String(record.id), record.permalink]));
      const permalinkOf = (id: string | number) => permalinks.get(String(id)) ?? undefined;
      return nonEmpty(
        records.flatMap(
          (record) =>
            markTranslatedByCms(mapLandingPage(record, fallbackLandingPages, permalinkOf)) ?? [],
        ),
      );
    },
    () => [...fallbackLandingPages],
  );
}

/** The landing page at /lp/{slug}, or undefined (unknown or unpublished: the route answers 404). */
async function readLandingPage(slug: string): Promise<LandingPage | undefined> {
  return (await getLandingPages()).find((page) => landingSlugOf(page.permalink) === slug);
}

/**
 * A lead context's modal title and options: the CMS record with that key, else the bundled one,
 * else undefined (an unknown context, which the lead endpoint refuses).
 */
async function readLeadContext(key: string): Promise<LeadContextOptions | undefined> {
  return fromCms(
    `lead context ${key}`,
    async (config) => {
      const record = (await fetchLeadContextRecords(config, getRequestLocale())).find(
        (raw) => raw.key === key,
      );
      return (record && markTranslatedByCms(mapLeadContext(record))) ?? bundledLeadContext(key);
    },
    () => bundledLeadContext(key),
  );
}

/**
 * A page's ordered blocks: the CMS page's when it has any (each validated; a bad one is left out
 * and logged), else the bundled page's. A page with no block rows in the CMS is one an editor
 * has not built there yet, so it keeps the bundled blocks rather than going blank.
 */
async function readPageBlocks(slug: string): Promise<PageBlock[]> {
  return getItemBlocks('pages', slug, () => fallbackPageBlocks[slug] ?? []);
}

/**
 * The ordered blocks of a page, service, industry or project: the CMS item's when it has any,
 * else `fallback()` (its bundled blocks).
 */
async function readItemBlocks(
  parent: BlockParent,
  slug: string,
  fallback: () => PageBlock[],
): Promise<PageBlock[]> {
  const where = `${parent === 'pages' ? 'page' : parent} ${slug}`;
  return fromCms(
    where,
    async (config) => {
      const record = await fetchItemBlockRecord(config, parent, slug, getRequestLocale());
      if (!record?.blocks?.length) return undefined;
      return parseBlockRows(where, record.blocks, config.prefix, logFailure, {
        withSource: await isDraftRequest(),
      }).map(markTranslatedByCms);
    },
    fallback,
  );
}

async function readSettings(): Promise<Settings> {
  return fromCms(
    'settings',
    async (config) => {
      const raw = await fetchSettingsRecord(config, getRequestLocale());
      const settings = mapSettings(raw, { translated: getRequestLocale() !== DEFAULT_LOCALE });
      // Only in draft mode, for the Visual Editor: public pages carry no trace of the record.
      const item = raw?.id;
      if ((typeof item === 'string' || typeof item === 'number') && (await isDraftRequest()))
        settings.source = { collection: cmsCollectionName('settings', config.prefix), item };
      return markTranslatedByCms(settings);
    },
    () => ({ ...fallbackSettings }),
  );
}

/** The company facts: the values an editor set in the settings over the bundled ones. */
export async function getFacts(): Promise<FactSet> {
  const settings = await readSettings();
  return factSetOf({ ...fallbackFacts, ...settings.facts });
}

/**
 * Loads the facts for the page being rendered, so every text it reads has its `{fact:key}`
 * tokens written in (lib/i18n/localize). The layout and each page call it first.
 */
export async function loadPageFacts(): Promise<void> {
  setRequestFacts(await getFacts());
}

/**
 * The /quote estimate tables (price bands per service and scope, timeline multipliers): the
 * CMS's when it has at least one usable band and one usable timeline (a row it cannot use is left
 * out and logged), else the bundled tables. Figures and slugs only, so no language to read them in.
 */
export async function getQuoteTables(): Promise<QuoteTables> {
  return fromCms(
    'quote tables',
    async (config) => {
      const { bands, timelines } = await fetchQuoteTableRecords(config);
      const tables = mapQuoteTables(bands, timelines, logFailure);
      return tables.bands.length > 0 && tables.timelines.length > 0 ? tables : undefined;
    },
    () => fallbackQuoteTables,
  );
}

/** Booking link: CMS settings, then SCHEDULER_URL, then the built-in default. */
export async function getSchedulerUrl(): Promise<string> {
  const settings = await getSettings();
  return (
    toHttpUrl(settings.calendlyLink) ?? toHttpUrl(getEnv().SCHEDULER_URL) ?? siteConfig.schedulerUrl
  );
}

/** Company details, the founding year from the facts; WHATSAPP_NUMBER (digits kept) overrides the chat-app number. */
function readSiteConfig(): SiteConfig {
  const whatsappOverride = getEnv().WHATSAPP_NUMBER?.replace(/\D/g, '');
  const founded = Number(getRequestFacts().values.founded);
  const site =
    Number.isInteger(founded) && founded !== siteConfig.foundedYear
      ? { ...siteConfig, foundedYear: founded }
      : siteConfig;
  return whatsappOverride ? { ...site, whatsappNumber: whatsappOverride } : site;
}

/**
 * The shell's values: the settings singleton's (what an editor changed) over the bundled ones.
 * The WhatsApp number: the CMS, then WHATSAPP_NUMBER, then the bundled number.
 */
async function readSiteSettings(): Promise<SiteSettings> {
  const settings = await getSettings();
  const base = getSiteConfig();
  const site: SiteConfig = {
    ...base,
    brand: settings.brandName ?? base.brand,
    email: settings.contactEmail ?? base.email,
    phone: settings.phone ?? base.phone,
    whatsappNumber: settings.whatsappNumber ?? base.whatsappNumber,
    tagline: settings.footerTagline ?? base.tagline,
    socials:
      settings.socials?.map(({ network, href }) => ({
        network,
        href,
        label: socialLinkLabel(base.brand, network),
      })) ?? base.socials,
  };
  return {
    site,
    complianceBadges:
      settings.complianceBadges?.map((label, index) => ({ id: `badge-${index}`, label })) ??
      complianceBadges,
    consent: {
      title: settings.consentTitle ?? CONSENT_COPY.title,
      body: settings.consentText ?? CONSENT_COPY.body,
    },
    labels: { ...SHELL_LABELS, ...settings.shellLabels },
    ...(settings.source ? { source: settings.source } : {}),
  };
}

/** The four footer badges (SOC 2, GDPR, ISO 27001, Expert Team). */

export { complianceBadges };

// Every getter answers in the page's language: its read*, localized once.
export const getServices = localizedAsync(readServices);
export const getServiceBySlug = localizedAsync(readServiceBySlug);
export const getIndustries = localizedAsync(readIndustries);
export const getIndustryBySlug = localizedAsync(readIndustryBySlug);
export const getProjects = localizedAsync(readProjects);
export const getFeaturedProjects = localizedAsync(readFeaturedProjects);
export const getProjectBySlug = localizedAsync(readProjectBySlug);
export const getReviews = localizedAsync(readReviews);
export const getReviewSummary = localizedSync(readReviewSummary);
export const getJobs = localizedAsync(readJobs);
/** One open position by its page's slug, in the page's language; undefined once unpublished. */
export async function getJob(slug: string): Promise<Job | undefined> {
  return (await getJobs()).find((job) => job.slug === slug);
}
export const getHeroSection = localizedAsync(readHeroSection);
export const getPage = localizedAsync(readPage);
export const getLandingPages = localizedAsync(readLandingPages);
export const getLandingPage = localizedAsync(readLandingPage);
export const getLeadContext = localizedAsync(readLeadContext);
export const getPageBlocks = localizedAsync(readPageBlocks);
export const getItemBlocks = localizedAsync(readItemBlocks);
export const getSettings = localizedAsync(readSettings);
export const getSiteConfig = localizedSync(readSiteConfig);
export const getSiteSettings = localizedAsync(readSiteSettings);
