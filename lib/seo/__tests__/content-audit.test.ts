import { auditContentStore } from '@/lib/seo/content-audit';
import { fallbackIndustries } from '@/content-fallback/industries';
import { fallbackPages } from '@/content-fallback/pages';
import { fallbackProjects } from '@/content-fallback/projects';
import { fallbackServices } from '@/content-fallback/services';
import { fallbackLandingPages } from '@/content-fallback/pages/landing-pages';

const EDITOR_TITLE = 'A title an editor wrote for search';
const [project] = fallbackProjects;
const [industry] = fallbackIndustries;
const CAMPAIGN = {
  ...fallbackLandingPages[0]!,
  slug: 'lp-spring-offer',
  permalink: '/lp/spring-offer',
  title: 'Spring Automation Offer',
};

jest.mock('@/lib/content', () => ({
  getServices: async () => fallbackServices,
  getIndustries: async () => [{ ...industry!, seo: { noindex: true } }],
  getLandingPages: async () => [CAMPAIGN],
  getProjects: async () => [{ ...project!, seo: { title: EDITOR_TITLE, noindex: false } }],
  getPage: async (slug: string) =>
    slug === CAMPAIGN.slug
      ? { slug, title: CAMPAIGN.title, noindex: true }
      : fallbackPages.find((page) => page.slug === slug),
}));

describe("the showcase audit reads the editors' SEO fields", () => {
  it("judges a project's title by its SEO title, and marks a noindexed industry", async () => {
    const results = await auditContentStore();
    const projectResult = results.find((result) => result.route === `/portfolios/${project!.slug}`);
    expect(projectResult).toEqual(
      expect.objectContaining({ titleLength: EDITOR_TITLE.length, noindex: false }),
    );
    const industryResult = results.find(
      (result) => result.route === `/industries/${industry!.slug}`,
    );
    expect(industryResult?.noindex).toBe(true);
    expect(results.filter((result) => result.noindex)).toHaveLength(2);
  });

  it('judges a campaign page at its permalink by its record, not as a hardcoded route', async () => {
    const results = await auditContentStore();
    const campaign = results.find((result) => result.route === CAMPAIGN.permalink);
    expect(campaign).toEqual(
      expect.objectContaining({ titleLength: CAMPAIGN.title.length, noindex: true }),
    );
    expect(campaign?.issues.join(' ')).not.toMatch(/hardcoded/i);
  });
});
