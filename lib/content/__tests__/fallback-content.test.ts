/** @jest-environment node */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { portfolioSlugFromTitle } from '@/lib/sections/cards';
import { loadContent, restoreContentEnv } from './env-helper';
import { localize } from '@/lib/i18n/localize';

// The expectations are the site's required routes and lists, written out, not a copy of
// content-fallback/: the service and industry slugs below are routes the site must serve.
const SERVICE_SLUGS = [
  'product-development',
  'ai-apps-integrations',
  'automation',
  'business-automation',
  'ai-development',
  'cloud-services',
  'devops-services',
  'web-mobile-dev',
  'ui-ux-design',
  'automated-social-media',
];
const INDUSTRY_SLUGS = [
  'vacation-rentals-hospitality',
  'retail-e-commerce',
  'healthcare-biotech',
  'edtech-education',
  'logistics-supply-chain',
  'community-public-services',
  'manufacturing-3d-printing',
  'construction-real-estate',
];

/** Fallback-only lib/content, loaded once; tests that need other env values load their own. */
let content: Awaited<ReturnType<typeof loadContent>>;

beforeAll(async () => {
  content = await loadContent();
});

afterAll(restoreContentEnv);

describe('fallback content (no DIRECTUS_URL)', () => {
  it('has the ten services, business-automation and ai-development first, sorted by order', async () => {
    const { getServices, getServiceBySlug } = content;
    const services = await getServices();
    expect(services.map((s) => s.slug).sort()).toEqual([...SERVICE_SLUGS].sort());
    expect(services.slice(0, 2).map((s) => s.slug)).toEqual([
      'business-automation',
      'ai-development',
    ]);
    const orders = services.map((s) => s.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    for (const service of services)
      expect((await getServiceBySlug(service.slug))?.id).toBe(service.id);
    expect(await getServiceBySlug('nope')).toBeUndefined();
  });

  it('has the eight industries alphabetically, with the retail-ecommerce alias', async () => {
    const { getIndustries, getIndustryBySlug } = content;
    const industries = await getIndustries();
    expect(industries.map((i) => i.slug).sort()).toEqual([...INDUSTRY_SLUGS].sort());
    const titles = industries.map((i) => i.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    expect((await getIndustryBySlug('retail-ecommerce'))?.slug).toBe('retail-e-commerce');
    expect((await getIndustryBySlug('healthcare-biotech'))?.slug).toBe('healthcare-biotech');
    expect(await getIndustryBySlug('space-mining')).toBeUndefined();
  });

  it('has portfolio projects whose home-card links (title rule) reach their slugs', async () => {
    const { getProjects, getFeaturedProjects, getProjectBySlug } = content;
    const projects = await getProjects();
    expect(projects.length).toBeGreaterThanOrEqual(6);
    expect(projects.map((p) => p.slug)).toEqual(
      expect.arrayContaining(['e-commerce-revolution-platform', 'fintech-mobile']),
    );
    for (const project of projects)
      expect(portfolioSlugFromTitle(project.title)).toBe(project.slug);
    const featured = await getFeaturedProjects();
    expect(featured.length).toBeGreaterThanOrEqual(4);
    expect(featured.every((p) => p.featured)).toBe(true);
    expect(await getFeaturedProjects(2)).toHaveLength(2);
    for (const project of projects)
      expect((await getProjectBySlug(project.slug))?.title).toBe(project.title);
  });

  it('has the 4.9 of 5 from 23 review summary', async () => {
    const { getReviewSummary, getReviews } = content;
    const summary = getReviewSummary();
    expect(summary).toMatchObject({ rating: 4.9, maxRating: 5, reviewCount: 23 });
    expect(summary.platform).toMatch(/\S/);
    expect((await getReviews()).every((r) => r.rating >= 1 && r.rating <= 5)).toBe(true);
  });

  it('has 3–4 jobs, one of them without a location (the careers block then shows its default)', async () => {
    const { getJobs } = content;
    const jobs = await getJobs();
    expect(jobs.length).toBeGreaterThanOrEqual(3);
    expect(jobs.length).toBeLessThanOrEqual(4);
    expect(jobs.filter((job) => job.location === undefined)).toHaveLength(1);
  });

  it.each([
    'home',
    'about',
    'contact',
    'business-automation',
    'ai-development',
    'industries',
    'careers',
    'process',
    'services',
    'portfolios',
    'privacy-policy',
  ])('has a hero for %s', async (key) => {
    const { getHeroSection } = content;
    const hero = await getHeroSection(key);
    expect(hero?.key).toBe(key);
    expect(hero?.title).toBeTruthy();
    expect(hero?.showTrustSignals).toBe(['home', 'services', 'contact'].includes(key));
  });

  it('has page records with their heroes', async () => {
    const { getPage } = content;
    const about = await getPage('about');
    expect(about).toMatchObject({ slug: 'about', canonicalLink: '/about' });
    expect(about?.heroSection?.key).toBe('about');
    expect((await getPage('home'))?.canonicalLink).toBe('/');
    expect((await getPage('business-automation'))?.canonicalLink).toBe(
      '/services/business-automation',
    );
    expect(await getPage('missing')).toBeUndefined();
  });

  it('takes the scheduler link from SCHEDULER_URL, else the built-in default', async () => {
    let loaded = await loadContent({
      SCHEDULER_URL: 'https://calendly.com/octaacer-e2e/strategy-call',
    });
    expect(await loaded.getSettings()).toEqual({});
    expect(await loaded.getSchedulerUrl()).toBe('https://calendly.com/octaacer-e2e/strategy-call');
    loaded = await loadContent();
    expect(await loaded.getSchedulerUrl()).toBe(loaded.getSiteConfig().schedulerUrl);
  });

  it('lets WHATSAPP_NUMBER override the chat-app number (digits only)', async () => {
    let loaded = await loadContent({ WHATSAPP_NUMBER: '+971 50 123 4567' });
    expect(loaded.getSiteConfig().whatsappNumber).toBe('971501234567');
    loaded = await loadContent();
    // Unset: the site config's own number, digits only (wa.me links take no '+' or spaces).
    expect(loaded.getSiteConfig().whatsappNumber).toMatch(/^\d{8,15}$/);
  });

  it('describes the company as the footer and the about and contact pages need it', async () => {
    const { getSiteConfig, complianceBadges } = content;
    const site = getSiteConfig();
    expect(site.brand).toMatch(/\S/);
    for (const address of [site.email, site.careersEmail])
      expect(address).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(site.phone).toMatch(/^\+\d[\d ]{7,}$/);
    // Footer: Facebook, X, Instagram, YouTube, in that order, opened externally.
    expect(site.socials.map((s) => s.network)).toEqual(['facebook', 'x', 'instagram', 'youtube']);
    for (const social of site.socials) expect(social.href).toMatch(/^https:\/\//);
    // Headquarters in Pakistan, a Middle East office, an expansion office; the markets.
    expect(site.offices.map((office) => office.kind)).toEqual([
      'headquarters',
      'regional',
      'expansion',
    ]);
    expect(site.offices[0]?.country).toBe('Pakistan');
    expect(site.markets).toEqual(['UAE', 'KSA', 'Turkey', 'USA']);
    // Four badges, among them the claims SOC 2 Compliant, GDPR Compliant (facts) and Expert Team.
    expect(complianceBadges).toHaveLength(4);
    expect(localize(complianceBadges, 'en').map((b) => b.label)).toEqual(
      expect.arrayContaining(['SOC 2 Compliant', 'GDPR Compliant', 'Expert Team']),
    );
  });

  it('only references static assets that exist in public/, including the CMS defaults', async () => {
    const paths = [
      ...(await content.getServices()).flatMap((s) => [
        s.bannerPath,
        s.icon,
        `/assets/services/${s.slug}.webp`,
      ]),
      ...(await content.getIndustries()).map((i) => i.iconPath),
      ...(await content.getProjects()).map((p) => p.imagePath),
      '/assets/illustrations/portfolios-hero.webp',
    ];
    const missing = paths.filter((asset) => !existsSync(path.join(process.cwd(), 'public', asset)));
    expect(missing).toEqual([]);
  });
});
