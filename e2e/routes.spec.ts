import { expect, test } from '@playwright/test';
import { axeViolations, finishOneOffAnimations } from './support/axe';
import { openAndDismissDialog, recordDialogRequests } from './support/lead-flows';
import { renderedLines } from './support/text-lines';
import { scrollPastHeroCta } from './support/sticky-cta';

/** The English pages (home aside: e2e/home.spec.ts) with the h1 a visitor should see on each. */
const ROUTES: Array<{ path: string; h1: string }> = [
  { path: '/services', h1: 'Services That Move Your Business Forward' },
  { path: '/services/product-development', h1: 'Product Development' },
  { path: '/services/ai-apps-integrations', h1: 'AI Apps & Integrations' },
  { path: '/services/automation', h1: 'Automation' },
  { path: '/services/business-automation', h1: 'Automate the Busywork, Scale What Matters' },
  { path: '/services/ai-development', h1: 'AI That Does Real Work' },
  { path: '/services/cloud-services', h1: 'Cloud Services' },
  { path: '/services/devops-services', h1: 'DevOps Services' },
  { path: '/services/web-mobile-dev', h1: 'Web & Mobile Development' },
  { path: '/services/ui-ux-design', h1: 'UI/UX Design' },
  { path: '/services/automated-social-media', h1: 'Automated Social Media' },
  { path: '/industries', h1: 'Industry Expertise That Drives Results' },
  {
    path: '/industries/vacation-rentals-hospitality',
    h1: 'Vacation Rentals & Hospitality Solutions',
  },
  { path: '/industries/retail-e-commerce', h1: 'Retail & E-commerce Solutions' },
  { path: '/industries/healthcare-biotech', h1: 'Healthcare & Biotech Solutions' },
  { path: '/industries/edtech-education', h1: 'EdTech & Education Solutions' },
  { path: '/industries/logistics-supply-chain', h1: 'Logistics & Supply Chain Solutions' },
  { path: '/industries/community-public-services', h1: 'Community & Public Services Solutions' },
  { path: '/industries/manufacturing-3d-printing', h1: 'Manufacturing & 3D Printing Solutions' },
  { path: '/industries/construction-real-estate', h1: 'Construction & Real Estate Solutions' },
  { path: '/portfolios', h1: 'Work That Speaks For Itself' },
  { path: '/portfolios/e-commerce-revolution-platform', h1: 'E-commerce Revolution Platform' },
  { path: '/portfolios/fintech-mobile', h1: 'FinTech Mobile' },
  { path: '/process', h1: 'The Octa Framework: Five Steps to Auto-Pilot' },
  { path: '/about', h1: 'Eight Values, One Octaacer' },
  { path: '/contact', h1: "Let's Build Something Remarkable Together" },
  { path: '/careers', h1: 'Build the Future of Work With Us' },
  { path: '/privacy-policy', h1: 'Privacy Policy' },
  { path: '/quote', h1: 'Your Project Estimate in One Minute' },
  {
    path: '/lp/automation-solutions',
    h1: 'Stop Losing Hours to Manual Work: Automate Your Business',
  },
  { path: '/lp/ai-development-services', h1: 'Build Software 10x Faster with AI' },
  { path: '/showcase', h1: 'Component Showcase' },
];

test.describe('every route answers with one h1, metadata, the closing sections and no axe violations', () => {
  // Axe on a full marketing page takes a while on a busy machine.
  test.describe.configure({ timeout: 120_000 });
  for (const route of ROUTES) {
    test(`${route.path}`, async ({ page }) => {
      // Axe judges what the visitor ends up seeing. With reduced motion every reveal is at its end
      // state from the start, so axe's own scrolling cannot start a fade-in it then measures
      // half-way (the race that made the home page's axe test flaky in CI).
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const response = await page.goto(route.path);
      expect(response?.status(), `${route.path} should answer 200`).toBe(200);

      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).toHaveAccessibleName(route.h1);

      // lib/seo: title at most 50 characters, description at most 170, canonical ends with the path.
      const title = await page.title();
      expect(title.length).toBeGreaterThan(0);
      // The AI landing page's own title rule (names five tools) beats the 50-character trim.
      if (route.path !== '/lp/ai-development-services')
        expect(title.length).toBeLessThanOrEqual(50);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(0);
      expect(description!.length).toBeLessThanOrEqual(170);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      );
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);

      // The two shared closing sections.
      await expect(page.getByRole('link', { name: /Schedule A Call/ }).first()).toBeAttached();
      await expect(page.locator('section#contact')).toBeAttached();

      // And any animation reduced motion keeps (none should be one-off) is waited for.
      await finishOneOffAnimations(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe('redirects and not-found', () => {
  test('an unknown industry slug lands on /industries', async ({ page }) => {
    await page.goto('/industries/no-such-industry');
    await expect(page).toHaveURL(/\/industries$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      'Industry Expertise That Drives Results',
    );
  });

  test('the alias retail-ecommerce lands on /industries/retail-e-commerce', async ({ page }) => {
    await page.goto('/industries/retail-ecommerce');
    await expect(page).toHaveURL(/\/industries\/retail-e-commerce$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      'Retail & E-commerce Solutions',
    );
  });

  test('an unknown industry or project slug answers one redirect with one Location header, never cached', async ({
    request,
  }) => {
    // Fresh slugs: a prerendered page's first redirect carried its Location header twice.
    const stamp = Date.now().toString(36);
    for (const [path, list] of [
      [`/industries/gone-${stamp}`, '/industries'],
      [`/ar/industries/gone-${stamp}`, '/ar/industries'],
      [`/portfolios/gone-${stamp}`, '/portfolios'],
      [`/tr/portfolios/gone-${stamp}`, '/tr/portfolios'],
      ['/industries/retail-ecommerce', '/industries/retail-e-commerce'],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      const locations = response.headersArray().filter((header) => /^location$/i.test(header.name));
      expect(
        locations.map((header) => new URL(header.value, 'http://site.test').pathname),
        path,
      ).toEqual([list]);
      expect(response.headers()['cache-control'] ?? '', path).not.toMatch(/s-maxage=31536000/);
    }
  });

  test('an unknown portfolio slug lands on /portfolios', async ({ page }) => {
    await page.goto('/portfolios/no-such-project');
    await expect(page).toHaveURL(/\/portfolios$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      'Work That Speaks For Itself',
    );
  });

  test('the /portfolio/{slug} spelling lands on /portfolios/{slug}', async ({ page }) => {
    await page.goto('/portfolio/fintech-mobile');
    await expect(page).toHaveURL(/\/portfolios\/fintech-mobile$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('FinTech Mobile');
  });

  test('an unknown service slug and any other path answer 404 with the not-found page', async ({
    page,
  }) => {
    for (const path of ['/no-such-page', '/services/no-such-service']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    }
  });
});

test.describe('page behaviour', () => {
  test('/quote names the ?industry= it was opened with (its estimate: e2e/quote.spec.ts)', async ({
    page,
  }) => {
    await page.goto('/quote?industry=retail-e-commerce');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your Project Estimate in One Minute' }),
    ).toBeVisible();
    await expect(
      page.getByRole('main').getByText('Retail & E-commerce', { exact: true }).first(),
    ).toBeVisible();
  });

  test('the hero typewriter types the highlighted words and completes with the full title visible', async ({
    page,
  }) => {
    await page.goto('/about');
    const typewriter = page.locator('[data-typewriter]');
    await expect(typewriter).toHaveAttribute('data-typewriter', 'complete');
    await expect(page.getByTestId('typewriter-visible')).toHaveText('One Octaacer');
    await expect(page.getByTestId('typewriter-visible')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Eight Values,');
  });

  test('under prefers-reduced-motion the title is complete at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/process');
    // Typing this title would take 0.5 s + 24 × 50 ms; with reduced motion it is complete on hydration.
    await expect(page.locator('[data-typewriter]')).toHaveAttribute('data-typewriter', 'complete');
    await expect(page.getByTestId('typewriter-visible')).toHaveText('Five Steps to Auto-Pilot');
  });

  test('no content hero leaves its visual column empty: a loaded picture beside the heading on desktop', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const desktop = (page.viewportSize()?.width ?? 0) >= 1024;
    for (const path of [
      '/',
      '/services',
      '/services/cloud-services',
      '/industries',
      '/industries/retail-e-commerce',
      '/portfolios',
      '/portfolios/fintech-mobile',
      '/process',
      '/about',
      '/contact',
      '/careers',
      '/privacy-policy',
      '/quote',
      '/lp/automation-solutions',
      '/lp/ai-development-services',
    ]) {
      await page.goto(path);
      const hero = page.locator('main section[aria-labelledby^="hero-"]').first();
      const picture = hero.locator('img').last();
      await expect(picture, path).toBeVisible();
      await expect
        .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth), {
          message: `${path}: the hero picture loads`,
        })
        .toBeGreaterThan(0);
      if (!desktop) continue;
      // The heading's column holds the hero's text: the picture sits beside it, not under it.
      const [text, box] = await Promise.all([
        hero.getByRole('heading', { level: 1 }).locator('xpath=..').boundingBox(),
        picture.boundingBox(),
      ]);
      expect(box!.x, `${path}: the picture is in the right-hand column`).toBeGreaterThan(720);
      expect(box!.y, `${path}: beside the text, not under it`).toBeLessThan(text!.y + text!.height);
    }
  });

  // A phone line holds a few words: balance helps there but cannot always avoid one.
  test(
    'on desktop, no heading or section description ends on a lone word: they wrap into balanced lines',
    { tag: '@desktop' },
    async ({ page }) => {
      for (const path of [
        '/',
        '/services',
        '/industries',
        '/about',
        '/lp/automation-solutions',
        '/lp/ai-development-services',
      ]) {
        await page.goto(path);
        const lone: string[] = [];
        // Headings, and the centred descriptions under section headings: read in one evaluate per
        // page (one round trip per block took over 45 s for six pages on a busy runner).
        const blocks = await page
          .locator('main')
          .locator('h1, h2, h3, .text-center > h2 + p')
          .evaluateAll((elements, source) => {
            const read = new Function(`return (${source})`)() as (element: Element) => string[][];
            return elements.map(read);
          }, renderedLines.toString());
        for (const lines of blocks)
          if (lines.length > 1 && lines.at(-1)!.length === 1)
            lone.push(`${lines.flat().join(' ').slice(0, 50)}… ends on "${lines.at(-1)![0]}"`);
        expect(lone, path).toEqual([]);
      }
    },
  );

  test('trust signals show on the services and contact heroes but not on about', async ({
    page,
  }) => {
    for (const [path, shown] of [
      ['/services', true],
      ['/contact', true],
      ['/about', false],
    ] as const) {
      await page.goto(path);
      const signals = page.getByRole('list', { name: 'Why clients choose us' });
      if (shown) await expect(signals).toContainText('Free Consultation');
      else await expect(signals).toHaveCount(0);
    }
  });

  test('careers: Apply opens the job page form; the hero jumps to the open positions', async ({
    page,
  }) => {
    await page.goto('/careers');
    await expect(page.getByRole('link', { name: 'See Open Positions' })).toHaveAttribute(
      'href',
      '#open-positions',
    );
    const positions = page.locator('#open-positions');
    await expect(positions.getByRole('heading', { name: 'Open Positions' })).toBeVisible();
    const apply = positions.getByRole('link', { name: /^Apply\s?: Senior Full-Stack Engineer/ });
    await expect(apply).toHaveAttribute('href', /^\/careers\/[a-z0-9-]+#contact$/);
    // A job without a location shows the default.
    await expect(
      positions.getByText('DHA Phase 4 Lahore, Pakistan', { exact: true }).first(),
    ).toBeVisible();
  });

  test('/portfolios#all scrolls the project list into view', async ({ page }) => {
    await page.goto('/portfolios#all');
    const all = page.locator('section#all');
    await expect(all.getByRole('heading', { name: 'All Projects' })).toBeInViewport();
    await expect
      .poll(() =>
        page.evaluate(() =>
          Math.round(document.getElementById('all')!.getBoundingClientRect().top),
        ),
      )
      .toBeLessThan(120);
    // All projects, not only featured ones.
    await expect(all.getByRole('link', { name: /View case study/ })).toHaveCount(7);
  });

  test('portfolio detail: PORTFOLIO label and View Project Details jumps to the overview', async ({
    page,
  }) => {
    await page.goto('/portfolios/fintech-mobile');
    await expect(page.getByText('PORTFOLIO', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'View Project Details' }).click();
    await expect(page).toHaveURL(/#overview$/);
    await expect(page.getByRole('heading', { name: 'Project Overview' })).toBeInViewport();
    await expect(page.getByRole('link', { name: 'View All Projects' })).toHaveAttribute(
      'href',
      '/portfolios',
    );
  });

  test('industry detail: Explore Our Work goes to /portfolios', async ({ page }) => {
    await page.goto('/industries/healthcare-biotech');
    await page.getByRole('link', { name: 'Explore Our Work' }).click();
    await expect(page).toHaveURL(/\/portfolios$/);
  });

  test('privacy policy: fifteen numbered sections, effective 01/08/2025, phone and e-mail', async ({
    page,
  }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByText('Effective date: 01/08/2025')).toBeVisible();
    const sections = page.getByRole('heading', { level: 2, name: /^\d+\. / });
    await expect(sections).toHaveCount(15);
    await expect(sections.first()).toHaveText('1. Introduction');
    await expect(sections.last()).toHaveText('15. Contact Us');
    await expect(page.getByText(/not directed at children under 13/)).toBeVisible();
    await expect(page.getByRole('link', { name: '+44 7700 900123' }).first()).toHaveAttribute(
      'href',
      'tel:+447700900123',
    );
    await expect(page.getByRole('link', { name: 'hello@octaacer.com' }).first()).toHaveAttribute(
      'href',
      'mailto:hello@octaacer.com',
    );
  });

  test("contact page: Let's Talk heading with the contact section", async ({ page }) => {
    await page.goto('/contact');
    await expect(
      page.locator('section#contact').getByRole('heading', { name: "Let's Talk" }),
    ).toBeVisible();
  });

  test('closing CTA: Schedule A Call opens the scheduler in a new tab, Get Started Now opens the wizard', async ({
    page,
  }) => {
    await page.goto('/services');
    const closing = page.locator('section[aria-labelledby="closing-cta-title"]');
    const schedule = closing.getByRole('link', { name: /Schedule A Call/ });
    await expect(schedule).toHaveAttribute(
      'href',
      'https://calendly.com/octaacer-e2e/strategy-call',
    );
    await expect(schedule).toHaveAttribute('target', '_blank');
    const requests = await recordDialogRequests(page);
    await closing.getByRole('button', { name: 'Get Started Now' }).click();
    await expect.poll(requests).toEqual([{ name: 'wizard' }]);
  });

  test('automation landing page: its calls to action open the lead modal in the automation context', async ({
    page,
  }) => {
    await page.goto('/lp/automation-solutions');
    const main = page.getByRole('main');
    const primary = main.getByRole('button', { name: /Get FREE Automation Audit/ }).first();
    await expect(primary).toContainText('FREE');
    await expect(primary).toContainText('LIMITED');
    await expect(main.getByText('500+ Projects Delivered', { exact: true })).toBeVisible();
    const requests = await recordDialogRequests(page);
    await openAndDismissDialog(page, primary);
    const finalCta = main.getByRole('region', {
      name: 'Ready to Put Your Business on Auto-Pilot?',
    });
    await expect(finalCta).toContainText('Save $50K+ Yearly');
    await openAndDismissDialog(page, finalCta.getByRole('button', { name: 'Get FREE Audit' }));
    expect(await requests()).toEqual([
      { name: 'lead-modal', pageContext: 'automation' },
      { name: 'lead-modal', pageContext: 'automation' },
    ]);
    // Below 1024 px the automation variant of the sticky bar is shown.
    const stickyBar = page.getByRole('complementary', { name: 'FREE Audit, Worth $2,500' });
    await scrollPastHeroCta(page);
    if (test.info().project.name === 'mobile') await expect(stickyBar).toBeVisible();
    else await expect(stickyBar).toBeHidden();
  });

  test('AI landing page: four calls to action open the lead modal in the ai-development context; title names the tools', async ({
    page,
  }) => {
    await page.goto('/lp/ai-development-services');
    expect(await page.title()).toMatch(
      /^AI Development Services.*Lovable, Cursor, Claude, Copilot/,
    );
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
      'content',
      /AI development services/,
    );
    const main = page.getByRole('main');
    const requests = await recordDialogRequests(page);
    for (const label of [
      'Build Faster with AI',
      'Start Your AI Development Journey',
      'Get FREE AI Development Audit',
      'Get FREE AI Development Assessment',
    ]) {
      await openAndDismissDialog(page, main.getByRole('button', { name: label }).first());
    }
    expect(await requests()).toEqual(
      Array(4).fill({ name: 'lead-modal', pageContext: 'ai-development' }),
    );
  });

  test('sitemap lists every static route and slug; robots keeps /showcase and /api out', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const route of ROUTES.filter((r) => !['/showcase', '/quote'].includes(r.path))) {
      expect(sitemap, route.path).toContain(`${route.path}</loc>`);
    }
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /showcase');
    expect(robots).toContain('Disallow: /api/');
  });

  test('the showcase is noindex', async ({ page }) => {
    await page.goto('/showcase');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('button', { name: 'Open Get Started Wizard' })).toBeVisible();
  });
});
