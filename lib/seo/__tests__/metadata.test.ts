import { buildPageMetadata, toAbsoluteUrl, trimSeoDescription, trimSeoTitle } from '@/lib/seo';

const SITE = 'https://www.example-agency.com';

describe('SEO trimming (title 50, description 170)', () => {
  it('keeps a title of exactly 50 characters unchanged', () => {
    const title = 'a'.repeat(50);
    expect(trimSeoTitle(title)).toBe(title);
  });

  it('cuts a longer title at the last word boundary within 50 characters, without dangling separators', () => {
    expect(trimSeoTitle('Lovable, Cursor, Claude, Copilot & Codex | AI Development Services')).toBe(
      'Lovable, Cursor, Claude, Copilot & Codex | AI',
    );
    // The home title of the fallback content (76 characters in the original site).
    expect(
      trimSeoTitle('Octaacer | Software, AI and automation that put your business on auto-pilot.'),
    ).toBe('Octaacer | Software, AI and automation that put');
    expect(trimSeoTitle('Business Process Automation Consulting Services | Octaacer')).toBe(
      'Business Process Automation Consulting Services',
    );
  });

  it('keeps a word that ends exactly at 50 characters and cuts a single overlong word hard', () => {
    const fifty = `${'a'.repeat(45)} bcde`;
    expect(trimSeoTitle(`${fifty} more`)).toBe(fifty);
    expect(trimSeoTitle('x'.repeat(80))).toBe('x'.repeat(50));
  });

  it('keeps a description of 170 characters and cuts a longer one to 170', () => {
    const exact = 'd'.repeat(170);
    expect(trimSeoDescription(exact)).toBe(exact);
    const cut = trimSeoDescription(`${'word '.repeat(60)}`);
    expect(cut.length).toBeLessThanOrEqual(170);
    expect(cut.endsWith('word…')).toBe(true);
  });

  it('collapses runs of whitespace before measuring', () => {
    expect(trimSeoTitle('About   Octaacer\n')).toBe('About Octaacer');
  });
});

describe('canonical URLs from NEXT_PUBLIC_SITE_URL', () => {
  it('joins a path to the site URL and drops a trailing slash', () => {
    expect(toAbsoluteUrl('/services/', SITE)).toBe(`${SITE}/services`);
    expect(toAbsoluteUrl('careers', SITE)).toBe(`${SITE}/careers`);
  });

  it('uses the bare origin for the home page and passes absolute URLs through', () => {
    expect(toAbsoluteUrl('/', SITE)).toBe(SITE);
    expect(toAbsoluteUrl('https://other.example/x', SITE)).toBe('https://other.example/x');
  });
});

describe('buildPageMetadata', () => {
  it('returns trimmed title and description, canonical and Open Graph', () => {
    const metadata = buildPageMetadata(
      { title: 'T'.repeat(80), description: 'D'.repeat(300), path: '/about' },
      SITE,
    );
    expect(metadata.title).toEqual({ absolute: 'T'.repeat(50) });
    expect(metadata.description).toHaveLength(170);
    expect(metadata.alternates?.canonical).toBe(`${SITE}/about`);
    expect(metadata.openGraph).toMatchObject({
      title: 'T'.repeat(50),
      url: `${SITE}/about`,
      siteName: 'Octaacer',
    });
    expect(metadata.robots).toBeUndefined();
  });

  it('points Open Graph and Twitter at a generated 1200×630 card with the page title', () => {
    const metadata = buildPageMetadata(
      { title: 'About Us | Octaacer', description: 'Who we are.', path: '/about' },
      SITE,
    );
    const image = {
      url: expect.stringMatching(
        /^https:\/\/[^/]+\/api\/og\?title=About%20Us%20%7C%20Octaacer&sig=[\w-]{22}$/,
      ),
      width: 1200,
      height: 630,
      alt: 'About Us | Octaacer',
      type: 'image/png',
    };
    expect(metadata.openGraph?.images).toEqual([image]);
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: [image] });
  });

  it('prefers an explicit canonical and marks noindex pages', () => {
    const metadata = buildPageMetadata(
      {
        title: 'Showcase',
        description: 'Dev only',
        path: '/showcase',
        canonical: '/elsewhere',
        noindex: true,
      },
      SITE,
    );
    expect(metadata.alternates?.canonical).toBe(`${SITE}/elsewhere`);
    expect(metadata.robots).toEqual({ index: false, follow: false });
  });
});
