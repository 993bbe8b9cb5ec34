import { buildSitemap } from '@/lib/routes/sitemap';
import { fallbackIndustries } from '@/content-fallback/industries';
import { fallbackPages } from '@/content-fallback/pages';
import { fallbackProjects } from '@/content-fallback/projects';
import { fallbackServices } from '@/content-fallback/services';
import { fallbackLandingPages } from '@/content-fallback/pages/landing-pages';

const SITE = 'https://www.example-agency.com';
const [service, other] = fallbackServices;
const [industry] = fallbackIndustries;
const [project] = fallbackProjects;
const [landing, hiddenLanding] = fallbackLandingPages;

jest.mock('@/lib/content', () => ({
  getServices: async () => [{ ...service!, seo: { noindex: true } }, other!],
  getIndustries: async () => [{ ...industry!, seo: { title: 'Only a title', noindex: false } }],
  getProjects: async () => [{ ...project!, seo: { noindex: true } }],
  getLandingPages: async () => [
    landing!,
    hiddenLanding!,
    {
      ...landing!,
      slug: 'lp-variant',
      permalink: '/lp/variant',
      variant: { of: landing!.permalink },
    },
  ],
  getJobs: async () => [],
  getPage: async (slug: string) => {
    if (slug === hiddenLanding!.slug) return { slug, title: hiddenLanding!.title, noindex: true };
    const page = fallbackPages.find((candidate) => candidate.slug === slug);
    return page && slug === 'careers' ? { ...page, noindex: true } : page;
  },
}));

it("leaves out what an editor marked noindex: a service, a project, a page's route, a campaign page", async () => {
  const urls = (await buildSitemap(SITE)).map((entry) => entry.url);
  expect(urls).not.toContain(`${SITE}/services/${service!.slug}`);
  expect(urls).toContain(`${SITE}/services/${other!.slug}`);
  expect(urls).toContain(`${SITE}/industries/${industry!.slug}`);
  expect(urls).not.toContain(`${SITE}/portfolios/${project!.slug}`);
  expect(urls).not.toContain(`${SITE}/careers`);
  expect(urls).toContain(`${SITE}/about`);
  expect(urls).toContain(`${SITE}${landing!.permalink}`);
  expect(urls).not.toContain(`${SITE}${hiddenLanding!.permalink}`);
  // An experiment's variant: search engines know only the original.
  expect(urls).not.toContain(`${SITE}/lp/variant`);
});
