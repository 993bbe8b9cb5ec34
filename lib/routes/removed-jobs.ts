/**
 * A removed (or renamed) job's address answers 301 to /careers in its language, so a shared link
 * or a search result never ends on a 404. The middleware asks; the published jobs' slugs are read
 * from the CMS (a plain fetch, as the redirects are: it must see a change at once) at most every
 * few seconds, else from the bundle. A slow or failing CMS keeps the last list it read.
 */
import { getCmsConfig, type CmsConfig } from '@/lib/cms/config';
import { splitLocalePath, localePath } from '@/lib/i18n/locales';
import { REDIRECT_READ_TIMEOUT_MS, REDIRECT_REFRESH_MS } from '@/lib/redirects/store';
import { fallbackJobs } from '@/content-fallback/jobs';
import { jobSlugOf } from './job-slug';

const JOB_PATH = /^\/careers\/([^/]+)\/?$/;

interface JobSlugs {
  slugs: ReadonlySet<string>;
  checkedAt: number;
}

let current: JobSlugs | undefined;
let reading: Promise<void> | undefined;

async function readCmsSlugs(config: CmsConfig): Promise<Set<string>> {
  const query = new URLSearchParams({
    fields: 'id,slug,title',
    'filter[status][_eq]': 'published',
    limit: '-1',
  });
  const response = await fetch(`${config.url}/items/${config.prefix}_jobs?${query}`, {
    headers: config.token ? { authorization: `Bearer ${config.token}` } : {},
    cache: 'no-store',
    signal: AbortSignal.timeout(REDIRECT_READ_TIMEOUT_MS * 4),
  });
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  const body = (await response.json()) as {
    data?: Array<{ id: string | number; slug?: string | null; title?: string | null }>;
  };
  if (!Array.isArray(body.data)) throw new Error('the answer has no list of jobs');
  return new Set(
    body.data.map((job) => job.slug?.trim() || jobSlugOf(job.title?.trim() ?? '', job.id)),
  );
}

async function publishedJobSlugs(now = Date.now()): Promise<ReadonlySet<string>> {
  const config = getCmsConfig();
  const bundled = () => new Set(fallbackJobs.map((job) => job.slug));
  if (!config) return bundled();
  if (!current || now - current.checkedAt > REDIRECT_REFRESH_MS) {
    reading ??= readCmsSlugs(config)
      .then((slugs) => {
        current = { slugs, checkedAt: Date.now() };
      })
      .catch(() => {
        // The CMS is down: the last list read (the bundle's before any) until it answers again.
        current = { slugs: current?.slugs ?? bundled(), checkedAt: Date.now() };
      })
      .finally(() => {
        reading = undefined;
      });
    await Promise.race([
      reading,
      new Promise((resolve) => setTimeout(resolve, REDIRECT_READ_TIMEOUT_MS)),
    ]);
  }
  return current?.slugs ?? bundled();
}

/** /careers in the path's language when the path is a job page whose job is not published. */
export async function removedJobRedirect(pathname: string): Promise<string | undefined> {
  const { locale, path } = splitLocalePath(pathname);
  const slug = path.match(JOB_PATH)?.[1];
  if (!slug) return undefined;
  const slugs = await publishedJobSlugs();
  let decoded: string;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    decoded = slug;
  }
  return slugs.has(decoded) ? undefined : localePath('/careers', locale);
}
