import type { MetadataRoute } from 'next';
import { getIndustries, getProjects, getServices } from '@/lib/content';
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
  '/lp/automation-solutions',
  '/lp/ai-development-services',
] as const;

/** Every static route plus each service, industry and portfolio page. */
export async function buildSitemap(siteUrl?: string): Promise<MetadataRoute.Sitemap> {
  const [services, industries, projects] = await Promise.all([
    getServices(),
    getIndustries(),
    getProjects(),
  ]);
  const paths = [
    ...STATIC_SITEMAP_PATHS,
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
