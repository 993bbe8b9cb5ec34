/**
 * Structured data rendered by the detail routes' layouts, so the page files (rewritten by other
 * work) stay untouched: each layout resolves its item from the params it receives.
 */
import { getIndustryBySlug, getPage, getProjectBySlug, getServiceBySlug } from '@/lib/content';
import { localize } from '@/lib/i18n/localize';
import { breadcrumbCopy } from '@/content-fallback/pages/route-copy';
import { enterPageLocale, type LocaleParams } from '@/lib/routes/page-locale';
import { breadcrumbJsonLd, cmsJsonLd, JsonLd, serviceJsonLd } from './json-ld';

/** The trail's names in the page's language (its paths are written in it by breadcrumbJsonLd). */
function crumbs() {
  const names = localize(breadcrumbCopy);
  return { ...names, homeCrumb: { name: names.home, path: '/' } };
}

/** The CMS page record's own json_ld_schema, when the record and the schema exist. */
export async function CmsPageJsonLd({ slug }: { slug: string }) {
  const page = await getPage(slug);
  return <JsonLd id={`json-ld-page-${slug}`} data={cmsJsonLd(page?.jsonLdSchema)} />;
}

export async function ServiceJsonLd({ slug }: { slug: string }) {
  const service = await getServiceBySlug(slug);
  if (!service) return null;
  const names = crumbs();
  return (
    <>
      <JsonLd id="json-ld-service" data={serviceJsonLd(service)} />
      <JsonLd
        id="json-ld-breadcrumb"
        data={breadcrumbJsonLd([
          names.homeCrumb,
          { name: names.services, path: '/services' },
          { name: service.title, path: `/services/${service.slug}` },
        ])}
      />
      <CmsPageJsonLd slug={service.slug} />
    </>
  );
}

export async function ProjectJsonLd({ slug }: { slug: string }) {
  const project = await getProjectBySlug(slug);
  if (!project) return null;
  const names = crumbs();
  return (
    <JsonLd
      id="json-ld-breadcrumb"
      data={breadcrumbJsonLd([
        names.homeCrumb,
        { name: names.portfolio, path: '/portfolios' },
        { name: project.title, path: `/portfolios/${project.slug}` },
      ])}
    />
  );
}

export async function IndustryJsonLd({ slug }: { slug: string }) {
  const industry = await getIndustryBySlug(slug);
  if (!industry) return null;
  const names = crumbs();
  return (
    <JsonLd
      id="json-ld-breadcrumb"
      data={breadcrumbJsonLd([
        names.homeCrumb,
        { name: names.industries, path: '/industries' },
        { name: industry.title, path: `/industries/${industry.slug}` },
      ])}
    />
  );
}

type DetailJsonLd = (props: { slug: string }) => Promise<React.ReactNode>;

/**
 * The layout of a detail route ([slug]): the page, then its structured data. One definition for
 * the service, industry and project routes.
 */
export function detailJsonLdLayout(StructuredData: DetailJsonLd) {
  return async function DetailJsonLdLayout({
    children,
    params,
  }: {
    children: React.ReactNode;
    params: Promise<LocaleParams & { slug: string }>;
  }) {
    await enterPageLocale(params);
    const { slug } = await params;
    return (
      <>
        {children}
        <StructuredData slug={slug} />
      </>
    );
  };
}
