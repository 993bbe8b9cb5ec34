/** @jest-environment node */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { planRevalidation } from '@/lib/revalidate/tags';
import { loadContent, restoreContentEnv } from './env-helper';

// Outside a request there is no draft mode; a test turns it on to read as the Visual Editor does.
let mockDraft = false;
jest.mock('@/lib/cms/draft', () => ({
  ...jest.requireActual('@/lib/cms/draft'),
  isDraftRequest: async () => mockDraft,
}));

/** What the fake Directus answers, by collection: a list, a singleton object, or an HTTP status. */
type Answer = unknown[] | Record<string, unknown> | { status: number };

interface RecordedRequest {
  path: string;
  fields: string | null;
  authorization: string | undefined;
}

const TOKEN = 'static-read-token';

let server: Server;
let baseUrl: string;
let answers: Record<string, Answer> = {};
let requests: RecordedRequest[] = [];

function answerFor(req: IncomingMessage): { status: number; body: unknown } {
  const url = new URL(req.url ?? '/', baseUrl);
  const match = /^\/items\/([^/]+)(?:\/([^/]+))?$/.exec(url.pathname);
  const answer = match ? answers[match[1]!] : undefined;
  if (answer === undefined) return { status: 404, body: { errors: [{ message: 'Not found' }] } };
  if (!Array.isArray(answer) && typeof answer.status === 'number') {
    return { status: answer.status, body: { errors: [{ message: 'Internal error' }] } };
  }
  if (match?.[2] && Array.isArray(answer)) {
    const item = answer.find((record) => String((record as { id: unknown }).id) === match[2]);
    return item ? { status: 200, body: { data: item } } : { status: 404, body: { errors: [] } };
  }
  return { status: 200, body: { data: answer } };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://placeholder');
    requests.push({
      path: url.pathname,
      fields: url.searchParams.get('fields'),
      authorization: req.headers.authorization,
    });
    const { status, body } = answerFor(req);
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
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
  mockDraft = false;
  answers = {};
  requests = [];
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => errorLog.mockRestore());

const loggedLines = () => errorLog.mock.calls.map((call) => String(call[0]));

const withCms = () =>
  loadContent({ DIRECTUS_URL: baseUrl, DIRECTUS_TOKEN: TOKEN, DIRECTUS_COLLECTION_PREFIX: 'octa' });

describe('getters against a live CMS', () => {
  it('maps the CMS services and sorts them by order; a service the CMS lacks is not on the site', async () => {
    answers.octa_services = [
      {
        id: 1,
        title: 'CMS Automation',
        slug: 'business-automation',
        order: 5,
        banner: 'banner-file',
      },
      { id: 2, title: 'Blockchain', slug: 'blockchain', sort: 0 },
      { id: 3, title: 'Draft', slug: 'draft-service', status: 'draft' },
    ];
    const { getServices } = await withCms();
    const services = await getServices();

    expect(services[0]).toMatchObject({
      slug: 'blockchain',
      order: 0,
      bannerPath: '/assets/services/blockchain.webp',
    });
    const automation = services.find((s) => s.slug === 'business-automation');
    expect(automation).toMatchObject({
      title: 'CMS Automation',
      bannerPath: `${baseUrl}/assets/banner-file`,
    });
    // Unpublished (the draft) or deleted (every bundled one the CMS lacks): gone from the site.
    expect(services.map((s) => s.slug)).toEqual(['blockchain', 'business-automation']);
    expect(loggedLines()).toEqual([]);
  });

  it('serves the bundled services only when the CMS publishes none', async () => {
    answers.octa_services = [{ id: 3, title: 'Draft', slug: 'draft-service', status: 'draft' }];
    const { getServices } = await withCms();
    const services = await getServices();
    expect(services).toHaveLength(10);
    expect(services.map((s) => s.slug)).toContain('business-automation');
    expect(services.some((s) => s.slug === 'draft-service')).toBe(false);
  });

  it('sends the bearer token and asks GET /items/{prefix}_{collection}?fields=…', async () => {
    answers.octa_jobs = [{ id: 1, title: 'Engineer' }];
    const { getJobs } = await withCms();
    expect((await getJobs()).map((job) => job.title)).toEqual(['Engineer']);
    expect(requests).toEqual([
      { path: '/items/octa_jobs', fields: '*', authorization: `Bearer ${TOKEN}` },
    ]);
  });

  // That a revalidated tag refreshes the served page is proven over real HTTP against `next start`
  // by tests/integration/revalidate.integration.ts ('shows a renamed service on its page ... within
  // 10 s') and tests/cms/directus.cms.ts (a real Directus Flow); here: each fetch carries the tags
  // an editor's save clears, and no time-based expiry.
  it('tags each fetch with the tags a save in that collection revalidates, and no time-based expiry', async () => {
    const realFetch = globalThis.fetch;
    const fetchSpy = jest.fn((input: Parameters<typeof fetch>[0], init?: RequestInit) =>
      realFetch(input, init),
    );
    globalThis.fetch = fetchSpy as typeof fetch;
    try {
      answers.octa_jobs = [{ id: 1, title: 'Engineer' }];
      const { getJobs } = await withCms();
      await getJobs();
    } finally {
      globalThis.fetch = realFetch;
    }
    const init = fetchSpy.mock.calls[0]?.[1] as RequestInit & { next?: unknown };
    expect(init.next).toEqual({ tags: ['cms', 'cms:jobs'], revalidate: false });
    // The body the Directus Flow posts to /api/revalidate after a job is saved.
    const plan = planRevalidation({ collection: 'octa_jobs', keys: [1] }, 'octa');
    expect(
      plan.ok && plan.tags.some((tag) => (init.next as { tags: string[] }).tags.includes(tag)),
    ).toBe(true);
    // Revalidate-all clears it too.
    const all = planRevalidation({ all: true }, 'octa');
    expect(
      all.ok && all.tags.every((tag) => (init.next as { tags: string[] }).tags.includes(tag)),
    ).toBe(true);
  });

  it('reads hero_section without prefix and the settings singleton', async () => {
    answers.octa_pages = [{ slug: 'about', title: 'About', hero_section: 7 }];
    answers.hero_section = [
      {
        id: 7,
        title: 'We are Octaacer',
        title_primary: 'Octaacer',
        button_action_link: '/contact',
      },
    ];
    answers.octa_settings = { calendly_link: 'https://calendly.com/octaacer/cms-link' };
    const { getHeroSection, getPage, getSchedulerUrl } = await withCms();

    expect(await getHeroSection('about')).toMatchObject({
      key: 'about',
      title: 'We are Octaacer',
      ctaLink: '/contact',
      showTrustSignals: false,
    });
    expect((await getPage('about'))?.heroSection?.title).toBe('We are Octaacer');
    expect(await getSchedulerUrl()).toBe('https://calendly.com/octaacer/cms-link');
    expect(requests.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/items/hero_section', '/items/octa_settings']),
    );
    // A key the CMS does not know still gets its built-in hero.
    expect((await getHeroSection('careers'))?.id).toBe('hero-careers');
  });

  it("the header's and footer's words name the settings singleton in draft mode only (the Visual Editor opens it)", async () => {
    answers.octa_settings = {
      id: 1,
      footer_tagline: 'Software that ships.',
      header_cta: 'Talk to us',
    };
    const { getSiteSettings } = await withCms();
    const published = await getSiteSettings();
    expect(published.site.tagline).toBe('Software that ships.');
    expect(published.labels.headerCta).toBe('Talk to us');
    expect(published.source).toBeUndefined();
    mockDraft = true;
    expect((await getSiteSettings()).source).toEqual({ collection: 'octa_settings', item: 1 });
  });

  it('without a CMS the shell names no record, in draft mode too (the bundled words have none)', async () => {
    mockDraft = true;
    const { getSiteSettings } = await loadContent();
    expect((await getSiteSettings()).source).toBeUndefined();
  });

  it('resolves project skills and matches reviews to clients', async () => {
    answers.octa_projects = [
      { id: 1, title: 'Shop Rebuild', project_skills: [11, 12], is_featured: true },
    ];
    answers.octa_skills = [
      { id: 11, name: 'Next.js' },
      { id: 12, title: 'Stripe' },
    ];
    answers.octa_reviews = [{ id: 1, client: 'Acme', feedback: 'Superb' }];
    answers.octa_clients = [{ id: 4, name: 'Acme', logo: 'acme-logo' }];
    const { getProjects, getReviews } = await withCms();

    expect(await getProjects()).toEqual([
      expect.objectContaining({
        slug: 'shop-rebuild',
        tags: ['Next.js', 'Stripe'],
        imagePath: '/assets/illustrations/portfolios-hero.webp',
      }),
    ]);
    expect(await getReviews()).toEqual([
      expect.objectContaining({
        name: 'Anonymous',
        title: 'Client',
        rating: 5,
        content: 'Superb',
        clientName: 'Acme',
        clientLogo: `${baseUrl}/assets/acme-logo`,
      }),
    ]);
  });

  it("logs 'HTTP error! status: 500' and serves the fallback when the CMS fails", async () => {
    answers.octa_services = { status: 500 };
    answers.octa_industries = { status: 503 };
    const { getServices, getIndustries } = await withCms();

    const services = await getServices();
    expect(services).toHaveLength(10);
    expect(services[0]?.slug).toBe('business-automation');
    expect((await getIndustries()).map((i) => i.slug)).toContain('retail-e-commerce');

    const lines = loggedLines();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('HTTP error! status: 500');
    expect(lines[1]).toContain('HTTP error! status: 503');
  });

  it('serves the fallback when the CMS is unreachable (connection refused)', async () => {
    const dead = createServer();
    await new Promise<void>((resolve) => dead.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(dead.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => dead.close(() => resolve()));

    const { getJobs, getSettings, getSchedulerUrl } = await loadContent({
      DIRECTUS_URL: deadUrl,
      SCHEDULER_URL: 'https://calendly.com/octaacer-e2e/strategy-call',
    });
    expect((await getJobs()).length).toBeGreaterThanOrEqual(3);
    expect(await getSettings()).toEqual({});
    expect(await getSchedulerUrl()).toBe('https://calendly.com/octaacer-e2e/strategy-call');

    // The following getters skip the CMS instead of each waiting, and each says once that it
    // serves the fallback (a CMS-down build logs the fallback once per collection).
    expect(await getSettings()).toEqual({});
    expect(loggedLines()).toEqual([
      `[content] jobs: CMS unreachable at ${deadUrl} (ECONNREFUSED). Serving fallback content.`,
      `[content] settings: CMS unreachable at ${deadUrl} (ECONNREFUSED). Serving fallback content.`,
    ]);
  });

  it('stops calling a CMS that drops connections for a while, instead of every page waiting on it', async () => {
    let connections = 0;
    const dropping = createServer((req) => {
      connections += 1;
      req.socket.destroy();
    });
    await new Promise<void>((resolve) => dropping.listen(0, '127.0.0.1', resolve));
    const droppingUrl = `http://127.0.0.1:${(dropping.address() as AddressInfo).port}`;
    try {
      const { getServices, getIndustries, getProjects } = await loadContent({
        DIRECTUS_URL: droppingUrl,
      });
      expect(await getServices()).toHaveLength(10);
      const afterFirst = connections;
      expect(afterFirst).toBeGreaterThanOrEqual(1);
      expect(await getIndustries()).toHaveLength(8);
      expect((await getProjects()).length).toBeGreaterThanOrEqual(6);
      expect(connections).toBe(afterFirst);
      expect(loggedLines()).toEqual([
        expect.stringContaining(`[content] services: CMS unreachable at ${droppingUrl}`),
        expect.stringContaining(`[content] industries: CMS unreachable at ${droppingUrl}`),
        expect.stringContaining(`[content] projects: CMS unreachable at ${droppingUrl}`),
      ]);
    } finally {
      await new Promise<void>((resolve) => dropping.close(() => resolve()));
    }
  });

  it('logs a repeated identical failure once, but keeps asking the CMS (an HTTP error is not an outage)', async () => {
    answers.octa_services = { status: 500 };
    const { getServices } = await withCms();
    await getServices();
    await getServices();
    expect(requests.filter((r) => r.path === '/items/octa_services')).toHaveLength(2);
    expect(loggedLines()).toEqual([
      '[content] services: HTTP error! status: 500. Serving fallback content.',
    ]);
  });

  it('sends no authorization header when no token is configured', async () => {
    answers.octa_jobs = [{ id: 1, title: 'Engineer' }];
    const { getJobs } = await loadContent({
      DIRECTUS_URL: baseUrl,
      DIRECTUS_COLLECTION_PREFIX: 'octa',
    });
    expect((await getJobs()).map((job) => job.title)).toEqual(['Engineer']);
    expect(requests).toEqual([{ path: '/items/octa_jobs', fields: '*', authorization: undefined }]);
  });

  it('keeps reviews when only the clients collection fails', async () => {
    answers.octa_reviews = [{ id: 1, person_name: 'Sara', feedback: 'Great team', client: 4 }];
    answers.octa_clients = { status: 500 };
    const { getReviews } = await withCms();
    expect(await getReviews()).toEqual([
      expect.objectContaining({ name: 'Sara', clientName: undefined }),
    ]);
    expect(loggedLines()).toEqual([expect.stringContaining('HTTP error! status: 500')]);
  });

  it('respects an empty jobs list (no openings) instead of showing fallback roles', async () => {
    answers.octa_jobs = [];
    const { getJobs } = await withCms();
    expect(await getJobs()).toEqual([]);
  });

  it('lists the published pages whose permalink is /lp/{slug} as campaign pages, and only those', async () => {
    answers.octa_pages = [
      { id: 1, slug: 'about', permalink: '/about', status: 'published' },
      { id: 2, slug: 'lp-spring', permalink: '/lp/spring', status: 'published', title: 'Spring' },
      { id: 3, slug: 'lp-draft', permalink: '/lp/draft', status: 'draft', title: 'Draft' },
      {
        id: 4,
        slug: 'lp-automation-solutions',
        permalink: '/lp/automation-solutions',
        status: 'published',
        lead_context: 'automation',
      },
    ];
    const { getLandingPage, getLandingPages } = await withCms();
    expect((await getLandingPages()).map((page) => page.permalink)).toEqual([
      '/lp/spring',
      '/lp/automation-solutions',
    ]);
    expect((await getLandingPage('spring'))?.title).toBe('Spring');
    // Unpublished or unknown: no page, so the route answers 404.
    expect(await getLandingPage('draft')).toBeUndefined();
    expect(await getLandingPage('ai-development-services')).toBeUndefined();
  });

  it('serves the two bundled landing pages when the CMS has no campaign page or fails', async () => {
    answers.octa_pages = [{ id: 1, slug: 'about', permalink: '/about' }];
    const { getLandingPages } = await withCms();
    expect((await getLandingPages()).map((page) => page.permalink)).toEqual([
      '/lp/automation-solutions',
      '/lp/ai-development-services',
    ]);
    answers.octa_pages = { status: 500 };
    const again = await withCms();
    expect(await again.getLandingPages()).toHaveLength(2);
  });

  it("reads a lead context's record, else the bundled one of that key, else none", async () => {
    answers.octa_lead_contexts = [
      {
        key: 'spring',
        title: 'Plan Your Spring',
        goals: [{ value: 'halve-work', label: 'Halve our work' }],
        needs: [],
      },
    ];
    const { getLeadContext } = await withCms();
    expect((await getLeadContext('spring'))?.title).toBe('Plan Your Spring');
    expect((await getLeadContext('automation'))?.title).toBe('Get Your FREE Automation Strategy');
    expect(await getLeadContext('autumn')).toBeUndefined();
  });
});
