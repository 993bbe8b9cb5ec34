/**
 * The showcase's SEO audit over the content store: every page record (CMS or fallback), every
 * service and industry, and the hardcoded routes the store does not describe.
 */
import { getIndustries, getLandingPages, getPage, getServices } from '@/lib/content';
import { STATIC_SITEMAP_PATHS } from '@/lib/routes/sitemap';
import { fallbackPages } from '@/content-fallback/pages';
import { auditHardcodedRoute, auditSeo, type SeoAuditResult } from './audit';

function routeOfPage(slug: string, canonicalLink: string | undefined): string {
  if (canonicalLink?.startsWith('/')) return canonicalLink;
  return slug === 'home' ? '/' : `/${slug}`;
}

export async function auditContentStore(): Promise<SeoAuditResult[]> {
  const [services, industries, landingPages] = await Promise.all([
    getServices(),
    getIndustries(),
    getLandingPages(),
  ]);
  const pages = (await Promise.all(fallbackPages.map((page) => getPage(page.slug)))).filter(
    (page) => page !== undefined,
  );
  const results = new Map<string, SeoAuditResult>();

  for (const page of pages) {
    const route = routeOfPage(page.slug, page.canonicalLink);
    results.set(
      route,
      auditSeo({
        pageSlug: page.slug,
        route,
        title: page.title,
        description: page.description,
        metaDescription: page.metaDescription,
        canonical: page.canonicalLink,
        hasJsonLd: page.jsonLdSchema !== undefined,
      }),
    );
  }
  // Services and industries without their own page record: their detail pages build SEO from
  // the item (title, short description, canonical from the path, Service/Breadcrumb JSON-LD).
  for (const service of services) {
    const route = `/services/${service.slug}`;
    if (results.has(route)) continue;
    results.set(
      route,
      auditSeo({
        pageSlug: service.slug,
        route,
        title: service.title,
        description: service.shortDescription,
        canonical: route,
        hasJsonLd: true,
      }),
    );
  }
  for (const industry of industries) {
    const route = `/industries/${industry.slug}`;
    if (results.has(route)) continue;
    results.set(
      route,
      auditSeo({
        pageSlug: industry.slug,
        route,
        title: industry.title,
        description: industry.shortDescription,
        canonical: route,
        hasJsonLd: true,
      }),
    );
  }
  // Campaign pages keep the entry they had as fixed routes; their records' SEO fields are not
  // audited here yet.
  const campaignRoutes = landingPages.map((page) => page.permalink);
  for (const route of [...STATIC_SITEMAP_PATHS, ...campaignRoutes, '/quote']) {
    if (!results.has(route)) results.set(route, auditHardcodedRoute(route));
  }
  return [...results.values()].sort((a, b) => a.route.localeCompare(b.route));
}
