import type { MetadataRoute } from 'next';
import {
  getIndustries,
  getJobs,
  getLandingPages,
  getPage,
  getProjects,
  getServices,
} from '@/lib/content';
import { jobPath } from './careers';
import { languageAlternates, toAbsoluteUrl } from '@/lib/seo';
import { LOCALES, localePath } from '@/lib/i18n/locales';

/**
 * Indexable static routes. Left out on purpose: /showcase (developer-only) and /quote
 * (a coming-soon placeholder marked noindex).
 */
export const STATIC_SITEMAP_PATHS = [
  '/',
  '/services',
  '/industries',
  '/portfolios',
  '/process',
  '/about',
  '/contact',
  '/careers',
  '/privacy-policy',
] as const;

/** The page record behind a static route: '/' is home, '/lp/x' is lp-x, '/about' is about. */
export function pageSlugOfPath(path: string): string {
  if (path === '/') return 'home';
  if (path.startsWith('/lp/')) return `lp-${path.slice('/lp/'.length)}`;
  return path.slice(1);
}

/**
 * Every static route plus each published campaign page, service, industry, portfolio and job page, less those an editor marked
 * noindex (on the item or its page record). Its reads carry the collections' cache tags, so a
 * change of noindex reaches it through the revalidation Flow like any page.
 */
export async function buildSitemap(siteUrl?: string): Promise<MetadataRoute.Sitemap> {
  const [services, industries, projects, landingPages, jobs] = await Promise.all([
    getServices(),
    getIndustries(),
    getProjects(),
    getLandingPages(),
    getJobs(),
  ]);
  // Static routes and services may have a page record (a service's SEO record has its slug).
  const candidates: Array<{ path: string; noindex: boolean; pageSlug?: string }> = [
    ...STATIC_SITEMAP_PATHS.map((path) => ({
      path,
      noindex: false,
      pageSlug: pageSlugOfPath(path),
    })),
    ...landingPages.map((page) => ({
      path: page.permalink,
      // An experiment's variant is never indexed: search engines know only the original.
      noindex: page.variant !== undefined,
      pageSlug: page.slug,
    })),
    ...services.map((service) => ({
      path: `/services/${service.slug}`,
      noindex: service.seo?.noindex === true,
      pageSlug: service.slug,
    })),
    ...industries.map((industry) => ({
      path: `/industries/${industry.slug}`,
      noindex: industry.seo?.noindex === true,
    })),
    ...projects.map((project) => ({
      path: `/portfolios/${project.slug}`,
      noindex: project.seo?.noindex === true,
    })),
    ...jobs.map((job) => ({ path: jobPath(job), noindex: false })),
  ];
  const pages = await Promise.all(
    candidates.map(({ pageSlug }) => (pageSlug ? getPage(pageSlug) : undefined)),
  );
  const paths = candidates
    .filter(({ noindex }, index) => !noindex && pages[index]?.noindex !== true)
    .map(({ path }) => path);
  // Regenerated whenever content is revalidated, so this is when the listed content last changed.
  const lastModified = new Date();
  // Every page in each language, each entry listing all of them (xhtml:link hreflang, x-default).
  return [...new Set(paths)].flatMap((path) => {
    const languages = languageAlternates(path, siteUrl);
    return LOCALES.map((locale) => ({
      url: toAbsoluteUrl(localePath(path, locale), siteUrl),
      lastModified,
      changeFrequency: path === '/' ? ('weekly' as const) : ('monthly' as const),
      priority: path === '/' ? 1 : path.split('/').length > 2 ? 0.7 : 0.8,
      alternates: { languages },
    }));
  });
}
