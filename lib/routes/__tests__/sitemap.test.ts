import { buildSitemap } from '@/lib/routes/sitemap';

const SITE = 'https://www.example-agency.com';

describe('sitemap', () => {
  it('lists the static routes and every service, industry and portfolio page, but not the showcase or quote', async () => {
    const urls = (await buildSitemap(SITE)).map((entry) => entry.url);
    expect(urls).toContain(SITE);
    expect(urls).toContain(`${SITE}/privacy-policy`);
    // The campaign pages: without a CMS, the two bundled landing pages.
    expect(urls).toContain(`${SITE}/lp/ai-development-services`);
    expect(urls).toContain(`${SITE}/lp/automation-solutions`);
    expect(urls.filter((url) => url.startsWith(`${SITE}/services/`))).toHaveLength(10);
    expect(urls.filter((url) => url.startsWith(`${SITE}/industries/`))).toHaveLength(8);
    expect(urls).toContain(`${SITE}/portfolios/fintech-mobile`);
    expect(urls).toContain(`${SITE}/portfolios/e-commerce-revolution-platform`);
    expect(urls.some((url) => url.includes('/showcase') || url.includes('/quote'))).toBe(false);
    expect(new Set(urls).size).toBe(urls.length);
  });
});
