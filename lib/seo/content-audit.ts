/**
 * The showcase's SEO audit over the content store: every page record (CMS or fallback), every
 * service, industry and project, and the hardcoded routes the store does not describe. Titles and
 * descriptions are the ones the pages use: an editor's SEO fields when set, else the defaults.
 */
import { getIndustries, getLandingPages, getPage, getProjects, getServices } from '@/lib/content';
import type { SeoFields } from '@/lib/content/types';
import { STATIC_SITEMAP_PATHS } from '@/lib/routes/sitemap';
import { fallbackPages } from '@/content-fallback/pages';
import {
  industryDetailCopy,
  projectDetailCopy,
  serviceDetailCopy,
} from '@/content-fallback/pages/route-copy';
import { auditHardcodedRoute, auditSeo, type SeoAuditResult } from './audit';

function routeOfPage(slug: string, canonicalLink: string | undefined): string {
  if (canonicalLink?.startsWith('/')) return canonicalLink;
  return slug === 'home' ? '/' : `/${slug}`;
}

/** A detail page's facts: its route's default title and description under the editor's fields. */
function auditItem(
  slug: string,
  route: string,
  defaults: { title: string; description: string },
  seo: SeoFields | undefined,
): SeoAuditResult {
  return auditSeo({
    pageSlug: slug,
    route,
    title: seo?.title ?? defaults.title,
    description: seo?.metaDescription ?? defaults.description,
    metaDescription: seo?.metaDescription,
    canonical: seo?.canonical ?? route,
    hasJsonLd: true,
    noindex: seo?.noindex,
  });
}

export async function auditContentStore(): Promise<SeoAuditResult[]> {
  const [services, industries, projects, landingPages] = await Promise.all([
    getServices(),
    getIndustries(),
    getProjects(),
    getLandingPages(),
  ]);
  const pages = (await Promise.all(fallbackPages.map((page) => getPage(page.slug)))).filter(
    (page) => page !== undefined,
  );
  const results = new Map<string, SeoAuditResult>();

  for (const page of pages) {
    const route = routeOfPage(page.slug, page.canonicalLink);
    const service = services.find((candidate) => `/services/${candidate.slug}` === route);
    // A service's own SEO fields win over its page record, as on its page.
    results.set(
      route,
      auditSeo({
        pageSlug: page.slug,
        route,
        title: service?.seo?.title ?? page.title,
        description: service?.seo?.metaDescription ?? page.description,
        metaDescription: service?.seo?.metaDescription ?? page.metaDescription,
        canonical: service?.seo?.canonical ?? page.canonicalLink,
        hasJsonLd: page.jsonLdSchema !== undefined,
        noindex: page.noindex === true || service?.seo?.noindex === true,
      }),
    );
  }
  // Items without their own page record: their detail pages build SEO from the item (title,
  // short description, canonical from the path, Service/Breadcrumb JSON-LD) under its SEO fields.
  for (const service of services) {
    const route = `/services/${service.slug}`;
    if (results.has(route)) continue;
    results.set(
      route,
      auditItem(
        service.slug,
        route,
        { title: serviceDetailCopy.seoTitle(service.title), description: service.shortDescription },
        service.seo,
      ),
    );
  }
  for (const industry of industries) {
    const route = `/industries/${industry.slug}`;
    if (results.has(route)) continue;
    results.set(
      route,
      auditItem(
        industry.slug,
        route,
        {
          title: industryDetailCopy.seoTitle(industry.title),
          description: industry.shortDescription,
        },
        industry.seo,
      ),
    );
  }
  for (const project of projects) {
    const route = `/portfolios/${project.slug}`;
    if (results.has(route)) continue;
    results.set(
      route,
      auditItem(
        project.slug,
        route,
        {
          title: projectDetailCopy.seoTitleFormat.replace('{project}', project.title),
          description: project.shortDescription,
        },
        project.seo,
      ),
    );
  }
  // Campaign pages are page records at their permalink: judged by the SEO fields their route uses.
  for (const landing of landingPages) {
    const record = await getPage(landing.slug);
    results.set(
      landing.permalink,
      auditSeo({
        pageSlug: landing.slug,
        route: landing.permalink,
        title: landing.title,
        description: landing.description,
        metaDescription: record?.metaDescription ?? landing.description,
        canonical: landing.canonicalLink ?? landing.permalink,
        hasJsonLd: record?.jsonLdSchema !== undefined,
        noindex: record?.noindex,
      }),
    );
  }
  for (const route of [...STATIC_SITEMAP_PATHS, '/quote']) {
    if (!results.has(route)) results.set(route, auditHardcodedRoute(route));
  }
  return [...results.values()].sort((a, b) => a.route.localeCompare(b.route));
}
