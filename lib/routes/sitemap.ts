import type { MetadataRoute } from 'next';
import { getIndustries, getLandingPages, getProjects, getServices } from '@/lib/content';
import { toAbsoluteUrl } from '@/lib/seo';

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

/** Every static route plus each service, industry, portfolio and published campaign page. */
export async function buildSitemap(siteUrl?: string): Promise<MetadataRoute.Sitemap> {
  const [services, industries, projects, landingPages] = await Promise.all([
    getServices(),
    getIndustries(),
    getProjects(),
    getLandingPages(),
  ]);
  const paths = [
    ...STATIC_SITEMAP_PATHS,
    ...landingPages.map((page) => page.permalink),
    ...services.map((service) => `/services/${service.slug}`),
    ...industries.map((industry) => `/industries/${industry.slug}`),
    ...projects.map((project) => `/portfolios/${project.slug}`),
  ];
  // Regenerated whenever content is revalidated, so this is when the listed content last changed.
  const lastModified = new Date();
  return [...new Set(paths)].map((path) => ({
    url: toAbsoluteUrl(path, siteUrl),
    lastModified,
    changeFrequency: path === '/' ? 'weekly' : 'monthly',
    priority: path === '/' ? 1 : path.split('/').length > 2 ? 0.7 : 0.8,
  }));
}
