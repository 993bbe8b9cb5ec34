/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadContent, restoreContentEnv } from './env-helper';
import { fallbackServices } from '@/content-fallback/services';
import { fallbackIndustries } from '@/content-fallback/industries';
import { fallbackProjects } from '@/content-fallback/projects';
import { fallbackIndustryDetails } from '@/content-fallback/industry-details';
import { fallbackProjectDetails } from '@/content-fallback/project-details';
import { serviceDetails } from '@/content-fallback/service-details';
import { automationPlatformCategories } from '@/content-fallback/automation-platforms';
import { socialPlatforms } from '@/content-fallback/social-platforms';
import { localize } from '@/lib/i18n/localize';

/** A fake Directus answering lists by collection name. */
let server: Server;
let baseUrl: string;
let answers: Record<string, unknown[]> = {};

beforeAll(async () => {
  server = createServer((req, res) => {
    const collection = /^\/items\/([^/?]+)/.exec(req.url ?? '')?.[1];
    const data = collection ? answers[collection] : undefined;
    res.writeHead(data ? 200 : 404, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(data ? { data } : { errors: [] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  restoreContentEnv();
});

let errorLog: jest.SpyInstance;
beforeEach(() => {
  answers = {};
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errorLog.mockRestore());

async function loadDetailPages(env: Record<string, string> = {}) {
  const content = await loadContent(env);
  const details = await import('@/lib/content/detail-pages');
  return { content, details };
}

describe('fallback detail records', () => {
  it('every fallback service has a detail record with stats, cards, process and tech list', () => {
    for (const service of fallbackServices) {
      const detail = serviceDetails.find((record) => record.slug === service.slug);
      expect(detail).toBeDefined();
      expect(detail!.stats.length).toBe(4);
      expect(detail!.contentCards.cards.length).toBeGreaterThan(0);
      expect(detail!.process.steps.length).toBeGreaterThan(0);
      expect(detail!.techList.data.techItems.length).toBeGreaterThan(0);
    }
  });

  it('uses the product and automation stat sets, their company figures drawn from the facts', () => {
    const values = (slug: string) =>
      localize(serviceDetails.find((record) => record.slug === slug)!.stats, 'en').map(
        (stat) => stat.value,
      );
    expect(values('product-development')).toEqual(['12+', '150+', '92%', '950M+']);
    expect(values('automation')).toEqual(['500+', '85%', '99.9%', '24/7']);
  });

  it('featured projects: 6 per service page, 3 on automated-social-media', () => {
    for (const detail of serviceDetails) {
      expect(detail.featuredProjectLimit).toBe(detail.slug === 'automated-social-media' ? 3 : 6);
    }
  });

  it('showcases sit on product-development and automation; the platform and social sections on theirs', () => {
    const bySlug = (slug: string) => serviceDetails.find((record) => record.slug === slug)!;
    expect(bySlug('product-development').showcase?.items.map((item) => item.mainTitle)).toEqual([
      'MVP Development',
      'Full-Stack Development',
      'Product Strategy',
      'Quality Assurance',
    ]);
    expect(bySlug('automation').showcase?.items.map((item) => item.mainTitle)).toEqual([
      'Workflow Automation',
      'Integration Solutions',
      'Data Automation',
      'Customer Journey Automation',
    ]);
    expect(bySlug('automation').platforms?.categories).toBe(automationPlatformCategories);
    expect(bySlug('automated-social-media').socialPlatforms?.platforms).toBe(socialPlatforms);
  });

  it('automation platforms: three categories, each platform complete', () => {
    expect(automationPlatformCategories.map((category) => category.categoryName)).toEqual([
      'Workflow Automation Tools',
      'Microsoft Power Platform',
      'Microsoft AI Copilots',
    ]);
    for (const platform of automationPlatformCategories.flatMap((category) => category.platforms)) {
      expect(
        platform.name &&
          platform.description &&
          platform.brand &&
          platform.benefitMetric &&
          platform.benefitDescription,
      ).toBeTruthy();
      expect(platform.features.length).toBeGreaterThanOrEqual(4);
    }
  });

  it('social media: the six platforms', () => {
    expect(socialPlatforms.map((platform) => platform.name)).toEqual([
      'Facebook',
      'Instagram',
      'Twitter/X',
      'LinkedIn',
      'TikTok',
      'YouTube',
    ]);
  });

  it('every fallback industry has the full record, with the facts 12+, 500+, 95%, 40% and one featured solution', () => {
    expect(fallbackIndustryDetails.map((detail) => detail.slug)).toEqual(
      fallbackIndustries.map((industry) => industry.slug),
    );
    for (const detail of fallbackIndustryDetails) {
      expect(localize(detail.overview?.keyStats, 'en')?.map((stat) => stat.value)).toEqual([
        '12+',
        '500+',
        '95%',
        '40%',
      ]);
      expect(
        detail.challengesSolutions?.solutions.filter((solution) => solution.isFeatured),
      ).toHaveLength(1);
      expect(detail.services?.serviceCategories.length).toBeGreaterThan(0);
      expect(detail.technologies?.categories.length).toBeGreaterThan(0);
      expect(detail.successStories?.projects.length).toBeGreaterThan(0);
      expect(detail.heroBannerUrl).toBe(`/assets/industries/${detail.slug}.webp`);
    }
  });

  it('every fallback project has a full record; related projects exist and never point at itself', () => {
    expect(fallbackProjectDetails.map((detail) => detail.slug)).toEqual(
      fallbackProjects.map((project) => project.slug),
    );
    for (const detail of fallbackProjectDetails) {
      expect(detail.overview.client).not.toBe('');
      expect(detail.results?.metrics.length).toBeGreaterThan(0);
      expect(detail.relatedProjects.projects.every((related) => related.slug !== detail.slug)).toBe(
        true,
      );
    }
  });
});

describe('detail view models', () => {
  it('a CMS service keeps its own fields and gets its bundled sections and drawn hero illustration', async () => {
    answers.octa_services = [
      { id: 7, title: 'Automation (CMS)', slug: 'automation', short_description: 'From the CMS' },
    ];
    const { details } = await loadDetailPages({
      DIRECTUS_URL: baseUrl,
      DIRECTUS_COLLECTION_PREFIX: 'octa',
    });
    const page = await details.getServicePage('automation');
    expect(page?.service.title).toBe('Automation (CMS)');
    expect(details.toServiceDetail(page!.service).platforms).toBeDefined();
    expect(page?.heroImage).toBe('/assets/services/automation.webp');
  });

  it('a CMS-only service gets the default sections', async () => {
    answers.octa_services = [
      {
        id: 8,
        title: 'Data Engineering',
        slug: 'data-engineering',
        short_description: 'Pipelines',
      },
    ];
    const { details } = await loadDetailPages({
      DIRECTUS_URL: baseUrl,
      DIRECTUS_COLLECTION_PREFIX: 'octa',
    });
    const page = await details.getServicePage('data-engineering');
    const detail = details.toServiceDetail(page!.service);
    expect(detail.slug).toBe('data-engineering');
    expect(detail.featuredProjectLimit).toBe(6);
    expect(detail.contentCards.section.heading).toContain('Data Engineering');
    expect(page?.heroImage).toBe('/assets/services/data-engineering.webp');
  });

  it('a CMS-only industry resolves and gets a page from its fields (bug: it used to redirect)', async () => {
    answers.octa_industries = [
      {
        id: 'fin',
        slug: 'financial-services',
        title: 'Financial Services',
        short_description: 'Banks and fintechs.',
      },
      {
        id: 'hc',
        slug: 'healthcare-biotech',
        title: 'Healthcare (CMS)',
        short_description: 'From the CMS.',
      },
    ];
    const { content, details } = await loadDetailPages({
      DIRECTUS_URL: baseUrl,
      DIRECTUS_COLLECTION_PREFIX: 'octa',
    });
    expect(await (await content.getIndustryBySlug('financial-services'))?.slug).toBe(
      'financial-services',
    );
    const cmsOnly = await details.getIndustryDetail('financial-services');
    expect(cmsOnly).toMatchObject({
      id: 'fin',
      title: 'Financial Services',
      heroBannerUrl: details.DEFAULT_INDUSTRY_BANNER,
    });
    expect(cmsOnly?.overview?.detailedDescription).toBe('Banks and fintechs.');
    expect(cmsOnly?.challengesSolutions).toBeUndefined();
    // A CMS industry with a fallback record: CMS card fields over the fallback sections.
    const merged = await details.getIndustryDetail('healthcare-biotech');
    expect(merged?.title).toBe('Healthcare (CMS)');
    expect(merged?.id).toBe('hc');
    expect(merged?.successStories).toBeDefined();
  });

  it('aliases resolve to their canonical industry; unknown slugs do not resolve', async () => {
    const { content, details } = await loadDetailPages();
    expect((await content.getIndustryBySlug('retail-ecommerce'))?.slug).toBe('retail-e-commerce');
    expect((await details.getIndustryDetail('retail-ecommerce'))?.slug).toBe('retail-e-commerce');
    expect(await content.getIndustryBySlug('space-mining')).toBeUndefined();
    expect(await details.getIndustryDetail('space-mining')).toBeUndefined();
  });

  it('a CMS-only project gets a detail page from its fields, related by shared tags', async () => {
    answers.octa_projects = [
      {
        id: 1,
        title: 'Warehouse Robots',
        slug: 'warehouse-robots',
        short_description: 'Robots.',
        description: 'Long story.',
        technologies: 'Python, ROS',
      },
      {
        id: 2,
        title: 'Data Lake',
        slug: 'data-lake',
        short_description: 'Lake.',
        technologies: ['Python'],
      },
      {
        id: 3,
        title: 'Brochure Site',
        slug: 'brochure-site',
        short_description: 'Site.',
        technologies: ['Astro'],
      },
    ];
    const { details } = await loadDetailPages({
      DIRECTUS_URL: baseUrl,
      DIRECTUS_COLLECTION_PREFIX: 'octa',
    });
    const project = await details.getProjectDetail('warehouse-robots');
    expect(project?.overview.detailedDescription).toBe('Long story.');
    expect(project?.technologies.categories[0]?.technologies.map((tech) => tech.name)).toEqual([
      'Python',
      'ROS',
    ]);
    expect(project?.relatedProjects.projects.map((related) => related.slug)).toEqual(['data-lake']);
    expect(project?.gallery.images).toEqual([]);
    expect(await details.getProjectDetail('nothing-here')).toBeUndefined();
  });

  it('fallback projects keep their full record', async () => {
    const { details } = await loadDetailPages();
    const project = await details.getProjectDetail('e-commerce-revolution-platform');
    expect(project?.overview.client).toBe('Multi-brand fashion retailer, UAE');
    expect(project?.gallery.images.length).toBeGreaterThan(0);
    expect(project?.heroBannerUrl).toBe(
      '/assets/portfolio/e-commerce-revolution-platform/card.webp',
    );
  });
});
