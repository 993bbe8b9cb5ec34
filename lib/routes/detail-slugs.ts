/**
 * Detail pages whose slug is not (or no longer) an item's answer in the middleware, before any page
 * renders: a job's address 301 to /careers (a removed or renamed job: shared links and search
 * results never end on a 404), an unknown industry 307 to /industries and an old spelling to its
 * page, an unknown project 307 to /portfolios (the spec's redirects). Answered here rather than by
 * the page's redirect(): a prerendered page's first redirect went out with its Location header
 * twice and was cached as the route's page for a year.
 *
 * The published slugs are read from the CMS (a plain fetch, as the redirects are: it must see a
 * change at once) at most every few seconds, together with the bundle's (the site shows bundled
 * items the CMS lacks); a slow or failing CMS keeps the last list it read. A draft preview is left
 * to the page: its unpublished item is not in the list.
 */
import { getCmsConfig, type CmsConfig } from '@/lib/cms/config';
import { fetchCmsRows } from '@/lib/cms/plain-read';
import { splitLocalePath, localePath } from '@/lib/i18n/locales';
import { REDIRECT_READ_TIMEOUT_MS, REDIRECT_REFRESH_MS } from '@/lib/redirects/store';
import { fallbackJobs } from '@/content-fallback/jobs';
import { fallbackIndustries, industrySlugAliases } from '@/content-fallback/industries';
import { fallbackProjects } from '@/content-fallback/projects';
import { portfolioSlugFromTitle } from '@/lib/sections/cards';
import { jobSlugOf } from './job-slug';

interface SlugRecord {
  id: string | number;
  slug?: string | null;
  title?: string | null;
}

interface DetailKind {
  /** The detail route, its slug captured. */
  path: RegExp;
  collection: 'jobs' | 'industries' | 'projects';
  /** Where an unknown slug goes, and how. */
  list: string;
  status: 301 | 307;
  bundled: () => string[];
  slugOf: (record: SlugRecord) => string;
  aliases?: Readonly<Record<string, string>>;
}

const KINDS: DetailKind[] = [
  {
    path: /^\/careers\/([^/]+)\/?$/,
    collection: 'jobs',
    list: '/careers',
    status: 301,
    bundled: () => fallbackJobs.map((job) => job.slug),
    slugOf: (job) => job.slug?.trim() || jobSlugOf(job.title?.trim() ?? '', job.id),
  },
  {
    path: /^\/industries\/([^/]+)\/?$/,
    collection: 'industries',
    list: '/industries',
    status: 307,
    bundled: () => fallbackIndustries.map((industry) => industry.slug),
    slugOf: cardSlug,
    aliases: industrySlugAliases,
  },
  {
    path: /^\/portfolios\/([^/]+)\/?$/,
    collection: 'projects',
    list: '/portfolios',
    status: 307,
    bundled: () => fallbackProjects.map((project) => project.slug),
    slugOf: cardSlug,
  },
];

/** As lib/cms/mappers.ts names an industry or a project: its slug, else from its title, else its id. */
function cardSlug(record: SlugRecord): string {
  const title = record.title?.trim();
  return record.slug?.trim() || (title ? portfolioSlugFromTitle(title) : String(record.id));
}

interface KnownSlugs {
  slugs: ReadonlySet<string>;
  checkedAt: number;
}

const known = new Map<DetailKind['collection'], KnownSlugs>();
const reading = new Map<DetailKind['collection'], Promise<void>>();

async function readCmsSlugs(config: CmsConfig, kind: DetailKind): Promise<Set<string>> {
  const query = new URLSearchParams({
    fields: 'id,slug,title',
    'filter[status][_eq]': 'published',
    limit: '-1',
  });
  const rows = (await fetchCmsRows(
    config,
    `${config.prefix}_${kind.collection}`,
    query,
    AbortSignal.timeout(REDIRECT_READ_TIMEOUT_MS * 4),
  )) as SlugRecord[];
  return new Set([...kind.bundled(), ...rows.map(kind.slugOf)]);
}

async function publishedSlugs(kind: DetailKind, now = Date.now()): Promise<ReadonlySet<string>> {
  const config = getCmsConfig();
  const bundled = () => new Set(kind.bundled());
  if (!config) return bundled();
  const current = known.get(kind.collection);
  if (!current || now - current.checkedAt > REDIRECT_REFRESH_MS) {
    if (!reading.has(kind.collection))
      reading.set(
        kind.collection,
        readCmsSlugs(config, kind)
          .then((slugs) => {
            known.set(kind.collection, { slugs, checkedAt: Date.now() });
          })
          .catch(() => {
            // The CMS is down: the last list read (the bundle's before any) until it answers again.
            known.set(kind.collection, {
              slugs: known.get(kind.collection)?.slugs ?? bundled(),
              checkedAt: Date.now(),
            });
          })
          .finally(() => {
            reading.delete(kind.collection);
          }),
      );
    await Promise.race([
      reading.get(kind.collection),
      new Promise((resolve) => setTimeout(resolve, REDIRECT_READ_TIMEOUT_MS)),
    ]);
  }
  return known.get(kind.collection)?.slugs ?? bundled();
}

export interface DetailRedirect {
  location: string;
  status: 301 | 307;
}

/** Where a detail page's address goes when no published item has its slug (undefined: it has). */
export async function detailSlugRedirect(pathname: string): Promise<DetailRedirect | undefined> {
  const { locale, path } = splitLocalePath(pathname);
  for (const kind of KINDS) {
    const slug = path.match(kind.path)?.[1];
    if (!slug) continue;
    let decoded: string;
    try {
      decoded = decodeURIComponent(slug);
    } catch {
      decoded = slug;
    }
    const canonical = kind.aliases?.[decoded];
    if (canonical)
      return { location: localePath(`${kind.list}/${canonical}`, locale), status: kind.status };
    const slugs = await publishedSlugs(kind);
    return slugs.has(decoded)
      ? undefined
      : { location: localePath(kind.list, locale), status: kind.status };
  }
  return undefined;
}
