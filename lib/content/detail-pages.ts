/**
 * View models of the detail pages: a service, industry or project record (CMS first, fallback
 * second, via lib/content) merged with its detail record from content-fallback/, which gives the
 * page's bundled blocks. A record that exists only in the CMS still gets a page, built from its
 * own fields.
 */
import {
  getIndustryBySlug,
  getItemBlocks,
  getProjectBySlug,
  getProjects,
  getServiceBySlug,
} from './index';
import type { PageBlock } from '@/blocks/catalog';
import { serviceDetailBlocks } from '@/lib/content/bundled-blocks/services';
import { industryDetailBlocks } from '@/lib/content/bundled-blocks/industries';
import { projectDetailBlocks } from '@/lib/content/bundled-blocks/projects';
import type {
  IndustryCard,
  IndustryDetail,
  Project,
  ProjectDetail,
  Service,
  ServiceDetail,
  ServicePageModel,
} from './types';
import { defaultServiceDetail, serviceDetails } from '@/content-fallback/service-details';
import { fallbackIndustryDetails } from '@/content-fallback/industry-details';
import { fallbackProjectDetails } from '@/content-fallback/project-details';
import { projectSectionCopy } from '@/content-fallback/pages/detail-copy';

/** Hero banner of an industry without a drawn one of its own. */
export const DEFAULT_INDUSTRY_BANNER = '/assets/industries/default.webp';

const bundledServiceDetail = (slug: string) =>
  serviceDetails.find((candidate) => candidate.slug === slug);

/** A service's bundled sections: its own detail record, else the sections every service has. */
export function toServiceDetail(service: Service): ServiceDetail {
  return bundledServiceDetail(service.slug) ?? defaultServiceDetail(service.slug, service.title);
}

/**
 * The service record and its hero illustration: the detail record's own, else the drawn banner
 * of a known service (public/assets/services/{slug}.webp), else the service's banner.
 */
export function toServicePage(service: Service): ServicePageModel {
  const record = bundledServiceDetail(service.slug);
  const heroImage =
    record?.heroImage ?? (record ? `/assets/services/${service.slug}.webp` : service.bannerPath);
  return { service, heroImage };
}

export async function getServicePage(slug: string): Promise<ServicePageModel | undefined> {
  const service = await getServiceBySlug(slug);
  return service && toServicePage(service);
}

/**
 * The card (CMS or fallback) decides title, description and icon; the fallback detail record adds
 * the sections. A CMS-only industry gets an overview from its description and the closing sections.
 */
export function toIndustryDetail(
  card: IndustryCard,
  detail: IndustryDetail | undefined,
): IndustryDetail {
  const base = {
    id: card.id,
    title: card.title,
    slug: card.slug,
    shortDescription: card.shortDescription,
    iconPath: card.iconPath,
    heroBannerUrl: detail?.heroBannerUrl ?? DEFAULT_INDUSTRY_BANNER,
    ...(card.seo ? { seo: card.seo } : {}),
  };
  if (detail) return { ...detail, ...base };
  return {
    ...base,
    overview: card.shortDescription
      ? { detailedDescription: card.shortDescription, keyStats: [], marketTrends: [] }
      : undefined,
  };
}

/** Industry for a slug or its alias (retail-ecommerce), CMS-only ones included; else undefined. */
export async function getIndustryDetail(slug: string): Promise<IndustryDetail | undefined> {
  const card = await getIndustryBySlug(slug);
  if (!card) return undefined;
  return toIndustryDetail(
    card,
    fallbackIndustryDetails.find((record) => record.slug === card.slug),
  );
}

function relatedFromTags(
  project: Project,
  all: readonly Project[],
): ProjectDetail['relatedProjects']['projects'] {
  const tags = new Set(project.tags);
  return all
    .filter((candidate) => candidate.slug !== project.slug)
    .map((candidate) => ({
      candidate,
      shared: candidate.tags.filter((tag) => tags.has(tag)).length,
    }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared)
    .map(({ candidate }) => ({
      id: candidate.id,
      slug: candidate.slug,
      title: candidate.title,
      description: candidate.shortDescription,
      imagePath: candidate.imagePath,
      tags: candidate.tags,
    }));
}

/**
 * The project record (CMS or fallback) over its fallback detail record. A CMS-only project's page
 * is built from its fields: description as overview, tags as technologies, related by shared tags.
 */
export function toProjectDetail(
  project: Project,
  detail: ProjectDetail | undefined,
  all: readonly Project[],
): ProjectDetail {
  const card = {
    id: project.id,
    slug: project.slug,
    title: project.title,
    shortDescription: project.shortDescription || project.description,
    heroBannerUrl: project.imagePath,
    ...(project.imageFocus ? { heroBannerFocus: project.imageFocus } : {}),
    ...(project.imagePlaceholder ? { heroBannerPlaceholder: project.imagePlaceholder } : {}),
    ...(project.seo ? { seo: project.seo } : {}),
  };
  if (detail) {
    return {
      ...detail,
      ...card,
      metadata: { ...detail.metadata, tags: project.tags, isFeatured: project.featured },
    };
  }
  return {
    ...card,
    overview: {
      client: '',
      industry: '',
      projectType: '',
      duration: '',
      teamSize: '',
      services: [],
      detailedDescription: project.description,
    },
    technologies: {
      categories:
        project.tags.length > 0
          ? [
              {
                categoryName: projectSectionCopy.technologiesHeading,
                technologies: project.tags.map((name) => ({ name, description: '' })),
              },
            ]
          : [],
    },
    gallery: { images: [] },
    relatedProjects: {
      sectionTitle: projectSectionCopy.relatedHeading,
      projects: relatedFromTags(project, all),
    },
    callToAction: projectSectionCopy.callToAction,
    metadata: {
      tags: project.tags,
      projectUrl: project.link,
      isFeatured: project.featured,
      status: 'Live',
    },
  };
}

export async function getProjectDetail(slug: string): Promise<ProjectDetail | undefined> {
  const project = await getProjectBySlug(slug);
  if (!project) return undefined;
  return toProjectDetail(
    project,
    fallbackProjectDetails.find((record) => record.slug === project.slug),
    await getProjects(),
  );
}

/** A service page's blocks: the CMS item's, else its bundled sections (a CMS-only service: the defaults). */
export function getServiceBlocks(service: Service): Promise<PageBlock[]> {
  return getItemBlocks('services', service.slug, () =>
    serviceDetailBlocks(toServiceDetail(service)),
  );
}

/** An industry page's blocks: the CMS item's, else its bundled sections. */
export function getIndustryBlocks(industry: IndustryDetail): Promise<PageBlock[]> {
  return getItemBlocks('industries', industry.slug, () => industryDetailBlocks(industry));
}

/** A case study's blocks: the CMS item's, else its bundled sections. */
export function getProjectBlocks(project: ProjectDetail): Promise<PageBlock[]> {
  return getItemBlocks('projects', project.slug, () => projectDetailBlocks(project));
}
