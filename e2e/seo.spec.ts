import { expect, test, type APIRequestContext } from '@playwright/test';

// Metadata is read from the served HTML over HTTP (no browser): every route in the sitemap.
test.describe.configure({ mode: 'serial' });

const TITLE_MAX = 50;
const DESCRIPTION_MAX = 170;

interface PageSeo {
  path: string;
  title: string;
  description: string;
  canonical: string;
  meta: Record<string, string>;
  jsonLd: Array<Record<string, unknown>>;
  robots?: string;
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`${name}="([^"]*)"`).exec(tag);
  return match ? decode(match[1]!) : undefined;
}

async function readSeo(request: APIRequestContext, path: string): Promise<PageSeo> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const meta: Record<string, string> = {};
  for (const tag of head.match(/<meta [^>]*>/g) ?? []) {
    const key = attribute(tag, 'property') ?? attribute(tag, 'name');
    const content = attribute(tag, 'content');
    if (key && content !== undefined && !(key in meta)) meta[key] = content;
  }
  const jsonLd = [
    ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
  return {
    path,
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    description: meta.description ?? '',
    canonical: attribute(/<link rel="canonical"[^>]*>/.exec(head)?.[0] ?? '', 'href') ?? '',
    meta,
    jsonLd,
    robots: meta.robots,
  };
}

async function sitemapPaths(
  request: APIRequestContext,
): Promise<{ paths: string[]; xml: string; origin: string }> {
  const xml = await (await request.get('/sitemap.xml')).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  const origin = new URL(urls[0]!).origin;
  return { paths: urls.map((url) => new URL(url).pathname), xml, origin };
}

const AI_LANDING_PATH = '/lp/ai-development-services';
const AI_LANDING_TOOLS = ['Lovable', 'Cursor', 'Claude', 'Copilot', 'Codex'];

// HTTP only: the viewport does not change the HTML head.
test(
  'every sitemap route has a unique short title, a description, canonical, OG/Twitter card and JSON-LD',
  { tag: '@desktop' },
  async ({ request }) => {
    const { paths, xml, origin } = await sitemapPaths(request);
    expect(paths.length).toBeGreaterThan(20);
    expect(paths).not.toContain('/showcase');
    expect(paths).not.toContain('/quote');
    expect(xml.match(/<lastmod>/g)?.length).toBe(paths.length);

    const titles = new Map<string, string>();
    for (const path of paths) {
      const seo = await readSeo(request, path);
      const where = `${path}: ${seo.title}`;
      // The sitemap lists every page in English, Arabic (/ar) and Turkish (/tr): the same rules.
      const locale = /^\/(ar|tr)(\/|$)/.exec(path)?.[1];
      const route = locale ? path.slice(locale.length + 1) || '/' : path;
      expect(seo.title.length, where).toBeGreaterThan(0);
      if (route === AI_LANDING_PATH) {
        // This page's own rule (its title names the five AI coding tools) beats the generic trim.
        if (!locale) expect(seo.title, where).toMatch(/^AI Development Services\b/);
        for (const tool of AI_LANDING_TOOLS) expect(seo.title, where).toContain(tool);
      } else {
        expect(seo.title.length, where).toBeLessThanOrEqual(TITLE_MAX);
      }
      expect(
        titles.get(seo.title),
        `${path} repeats the title of ${titles.get(seo.title)}`,
      ).toBeUndefined();
      titles.set(seo.title, path);
      expect(seo.description.length, path).toBeGreaterThan(0);
      expect(seo.description.length, path).toBeLessThanOrEqual(DESCRIPTION_MAX);
      expect(seo.canonical, path).toBe(path === '/' ? origin : `${origin}${path}`);
      expect(seo.meta['og:title'], path).toBe(seo.title);
      expect(seo.meta['og:url'], path).toBe(seo.canonical);
      expect(seo.meta['og:image'], path).toContain('/api/og?title=');
      expect(seo.meta['og:image:width'], path).toBe('1200');
      expect(seo.meta['og:image:height'], path).toBe('630');
      expect(seo.meta['twitter:card'], path).toBe('summary_large_image');
      expect(seo.meta['twitter:image'], path).toBe(seo.meta['og:image']);
      expect(seo.robots ?? '', path).not.toContain('noindex');

      const types = seo.jsonLd.map((data) => data['@type']);
      expect(types, path).toContain('Organization');
      if (/^\/(services|portfolios|industries)\/[^/]+$/.test(route))
        expect(types, path).toContain('BreadcrumbList');
      if (/^\/services\/[^/]+$/.test(route)) {
        expect(types, path).toContain('Service');
        const service = seo.jsonLd.find((data) => data['@type'] === 'Service')!;
        expect(service.url).toBe(seo.canonical);
      }
    }
    // The home title was 76 characters; it is now trimmed at a word boundary.
    expect(titles.get('Octaacer | AI, Automation & Software Development')).toBe('/');
  },
);

test(
  'the Open Graph image is a generated 1200×630 PNG with security headers',
  { tag: '@desktop' },
  async ({ request }) => {
    const seo = await readSeo(request, '/services/automation');
    const imageUrl = new URL(seo.meta['og:image']!);
    const response = await request.get(`${imageUrl.pathname}${imageUrl.search}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    const png = await response.body();
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    // IHDR: width and height are the big-endian integers at bytes 16 and 20.
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({
      width: 1200,
      height: 630,
    });
    expect(png.length).toBeGreaterThan(10_000);
  },
);

test(
  'cards render only for the site pages: each kind of page in every language has its card; other text is 404, a bad query 4xx',
  { tag: '@desktop' },
  async ({ request }) => {
    // One page of each kind (prerendered, with and without a slug, a campaign page), in each language.
    const pages = [
      '/',
      '/about',
      '/services/automation',
      '/portfolios/fintech-mobile',
      '/lp/ai-development-services',
    ];
    for (const path of pages.flatMap((page) => [
      page,
      `/ar${page}`.replace(/\/$/, ''),
      `/tr${page}`.replace(/\/$/, ''),
    ])) {
      const imageUrl = new URL((await readSeo(request, path)).meta['og:image']!);
      const card = await request.get(`${imageUrl.pathname}${imageUrl.search}`);
      expect(card.status(), `the card of ${path}`).toBe(200);
      expect(card.headers()['content-type'], path).toBe('image/png');
      expect(card.headers()['cache-control'], path).toMatch(/public, max-age=\d+/);
    }

    // Before: any text printed a branded card, ~0.2 s of CPU each.
    const { meta } = await readSeo(request, '/about');
    const about = new URL(meta['og:image']!);
    const signature = about.searchParams.get('sig')!;
    const notFound = [
      '/api/og?title=You%20won%20a%20free%20iPhone',
      `/api/og?title=You%20won%20a%20free%20iPhone&sig=${signature}`,
      '/api/og',
      // The language is signed with the title: the English card's signature in Arabic is not one.
      `${about.pathname}${about.search}&lang=ar`,
    ];
    for (const url of notFound) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(404);
      expect(await response.json(), url).toEqual({ error: 'No such card' });
    }
    const bad: Array<[string, number, RegExp]> = [
      [`/api/og?title=${'A'.repeat(2000)}&sig=${signature}`, 414, /must not exceed 1024/],
      [`/api/og?title=${'A'.repeat(300)}&sig=${signature}`, 400, /title must not exceed/],
      [`/api/og?title=About&sig=%3Cscript%3E`, 400, /signature must be/],
      [`${about.pathname}${about.search}&title=Other`, 400, /one title, one sig/],
      [`${about.pathname}${about.search}&width=9999`, 400, /one title, one sig/],
      [`${about.pathname}${about.search}&lang=xx`, 400, /language must be one of/],
    ];
    for (const [url, status, message] of bad) {
      const response = await request.get(url);
      expect(response.status(), url.slice(0, 80)).toBe(status);
      expect((await response.json()).error, url.slice(0, 80)).toMatch(message);
    }
    // Only GET (and HEAD): a card is never posted.
    expect((await request.post(`${about.pathname}${about.search}`)).status()).toBe(405);
  },
);

test(
  'robots.txt names the sitemap; the not-found page, /showcase and /quote are noindex',
  { tag: '@desktop' },
  async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
    expect(robots).toContain('Disallow: /showcase');

    for (const path of ['/showcase', '/quote']) {
      expect((await readSeo(request, path)).robots, path).toContain('noindex');
    }
    const missing = await request.get('/no-such-page-anywhere');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toMatch(/<meta name="robots" content="noindex/);
  },
);
