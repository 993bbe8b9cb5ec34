import { auditContentStore } from '@/lib/seo/content-audit';
import { fallbackIndustries } from '@/content-fallback/industries';
import { fallbackPages } from '@/content-fallback/pages';
import { fallbackProjects } from '@/content-fallback/projects';
import { fallbackServices } from '@/content-fallback/services';

const EDITOR_TITLE = 'A title an editor wrote for search';
const [project] = fallbackProjects;
const [industry] = fallbackIndustries;

jest.mock('@/lib/content', () => ({
  getServices: async () => fallbackServices,
  getIndustries: async () => [{ ...industry!, seo: { noindex: true } }],
  getLandingPages: async () => [],
  getProjects: async () => [{ ...project!, seo: { title: EDITOR_TITLE, noindex: false } }],
  getPage: async (slug: string) => fallbackPages.find((page) => page.slug === slug),
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
    expect(results.filter((result) => result.noindex)).toHaveLength(1);
  });
});
