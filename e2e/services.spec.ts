import { expect, test, type Page } from '@playwright/test';
import { layoutShiftScore, sectionOrder } from './support/sections';
import { pictureOfUrl } from './support/requests';

/** The sections every service page shows, in order; page-specific ones in between. */
const COMMON_HEAD = ['hero', 'Results in numbers', 'service-content-title'];
const COMMON_TAIL = [
  'service-process-title',
  'service-tech-title',
  'featured-projects-title',
  'service-reviews-title',
  'closing-cta-title',
  'contact-section-title',
];

const SERVICES: Record<string, string[]> = {
  'business-automation': ['icon-benefits-title'],
  'ai-development': ['core-features-title'],
  'product-development': ['showcase-product-development-title'],
  'ai-apps-integrations': [],
  automation: ['showcase-no-code-automation-title', 'automation-platforms-title'],
  'cloud-services': ['core-features-title'],
  'devops-services': ['core-features-title'],
  'web-mobile-dev': [],
  'ui-ux-design': ['icon-benefits-title'],
  'automated-social-media': ['social-platforms-title', 'icon-benefits-title'],
};

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1280;

test.describe('service pages render the common sections in order, their own ones in between', () => {
  for (const [slug, own] of Object.entries(SERVICES)) {
    test(`/services/${slug}`, async ({ page }) => {
      await page.goto(`/services/${slug}`);
      expect(await sectionOrder(page)).toEqual([...COMMON_HEAD, ...own, ...COMMON_TAIL]);

      // Featured work: up to 6 projects, 3 on the social media page.
      const projects = page
        .getByRole('list', { name: 'Recent Work' })
        .getByRole('listitem')
        .filter({ has: page.getByRole('article') });
      const limit = slug === 'automated-social-media' ? 3 : 6;
      expect(await projects.count()).toBeGreaterThan(0);
      expect(await projects.count()).toBeLessThanOrEqual(limit);
      if (slug === 'automated-social-media') await expect(projects).toHaveCount(3);

      // Reviews carry the platform summary.
      await expect(page.locator('section[aria-labelledby="service-reviews-title"]')).toContainText(
        '4.9/5 from 23 reviews',
      );

      // Hero illustration: preloaded, laid out at its intrinsic ratio before it arrives.
      const heroImage = page.locator('section[aria-labelledby^="hero-"] img').first();
      const src = await heroImage.getAttribute('src');
      expect(pictureOfUrl(src!)).toBe(`/assets/services/${slug}.webp`);
      await expect(
        page.locator(
          `head link[rel="preload"][as="image"][fetchpriority="high"][imagesrcset*="${encodeURIComponent(`/assets/services/${slug}.webp`)}"]`,
        ),
      ).toHaveCount(1);
    });
  }

  test('/services lists every service in order, each card with its banner and icon', async ({
    page,
  }) => {
    await page.goto('/services');
    const cards = page
      .getByRole('list', { name: 'Everything You Need to Build and Scale' })
      .getByRole('listitem');
    await expect(cards).toHaveCount(10);
    expect(
      await cards.evaluateAll((items) => items.map((item) => item.getAttribute('data-service'))),
    ).toEqual([
      'business-automation',
      'ai-development',
      'product-development',
      'ai-apps-integrations',
      'automation',
      'cloud-services',
      'devops-services',
      'web-mobile-dev',
      'ui-ux-design',
      'automated-social-media',
    ]);
    const first = cards.first();
    expect(
      await first
        .locator('img')
        .evaluateAll((images) =>
          images.map((image) => decodeURIComponent(image.getAttribute('src') ?? '')),
        ),
    ).toEqual([
      expect.stringContaining('/assets/services/business-automation.webp'),
      expect.stringContaining('/assets/services/icons/business-automation.svg'),
    ]);
    expect(
      await page.locator('section[aria-labelledby^="hero-"] img').getAttribute('src'),
    ).toContain(encodeURIComponent('/assets/illustrations/services-hero.webp'));
  });
});

test.describe('automation and social media sections', () => {
  test('automation platforms: three categories, first 4 features, metric bars as wide as a % metric', async ({
    page,
  }) => {
    await page.goto('/services/automation');
    const section = page.locator('section[aria-labelledby="automation-platforms-title"]');
    await expect(section.getByRole('heading', { level: 3 })).toHaveText([
      'Workflow Automation Tools',
      'Microsoft Power Platform',
      'Microsoft AI Copilots',
    ]);
    // Zapier has five features in its record; the page shows the first four.
    await expect(
      section.getByRole('list', { name: 'Zapier Features' }).getByRole('listitem'),
    ).toHaveText([
      '7,000+ app connectors',
      'Multi-step Zaps with filters',
      'Paths for branching logic',
      'Built-in retries and alerts',
    ]);
    const barRatio = (name: string) =>
      section
        .locator(`[data-platform="${name}"] [data-metric-bar]`)
        .evaluate(
          (bar) =>
            bar.getBoundingClientRect().width / bar.parentElement!.getBoundingClientRect().width,
        );
    expect(await barRatio('Zapier')).toBeCloseTo(0.7, 2);
    expect(await barRatio('n8n')).toBeCloseTo(1, 2); // '10x'
    expect(await barRatio('Power BI')).toBeCloseTo(1, 2); // '24/7'
    for (const platform of await section.locator('[data-platform]').all()) {
      await expect(platform.getByRole('heading', { level: 4 })).not.toHaveText('');
      await expect(
        platform.locator('svg, img, [data-testid="platform-letter"]').first(),
      ).toBeVisible();
    }
  });

  test('automated social media: six platforms with brand mark, description and features', async ({
    page,
  }) => {
    await page.goto('/services/automated-social-media');
    const section = page.locator('section[aria-labelledby="social-platforms-title"]');
    await expect(section.getByRole('heading', { level: 3 })).toHaveText([
      'Facebook',
      'Instagram',
      'Twitter/X',
      'LinkedIn',
      'TikTok',
      'YouTube',
    ]);
    for (const platform of await section.locator('article[data-platform]').all()) {
      await expect(platform.locator('svg').first()).toBeVisible();
      await expect(platform.locator('p')).not.toHaveText('');
      expect(await platform.getByRole('listitem').count()).toBeGreaterThan(0);
    }
  });
});

test.describe('service showcase', () => {
  // The pinned showcase is a wide-screen layout.
  test(
    'pinned at 80 px with 400 px per item from 1280 px; click, half-visible and hover-freeze rules',
    { tag: '@desktop' },
    async ({ page }) => {
      await page.goto('/services/product-development');
      const showcase = page.locator('[data-showcase="product-development"]');
      const pinned = showcase.locator('[data-mode="pinned"]');
      await expect(pinned).toBeVisible();
      const list = showcase.getByRole('list', { name: 'Services in this section' });
      await expect(list.getByRole('button')).toHaveText([
        '01MVP Development',
        '02Full-Stack Development',
        '03Product Strategy',
        '04Quality Assurance',
      ]);

      // 400 px of page scroll per item on top of the pinned frame (the 60vh panel box): the section
      // ends as its last item has had its share, with no blank stretch after it.
      const viewportHeight = page.viewportSize()!.height;
      const height = await pinned.evaluate((element) => element.getBoundingClientRect().height);
      expect(height).toBeCloseTo(0.6 * viewportHeight + 4 * 400, 0);

      // Scrolled into the section, the pinned frame sits at 80 px.
      await pinned.evaluate((element) =>
        window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY + 200),
      );
      const frame = pinned.locator(':scope > div');
      await expect
        .poll(() => frame.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
        .toBe(80);

      // Descriptions are cut to 280 characters at a word boundary.
      for (const text of await showcase.locator('article p:last-child').allTextContents())
        expect(text.length).toBeLessThanOrEqual(281);

      // Clicking a number brings its panel into view and makes it active.
      await list.getByRole('button', { name: /Product Strategy/ }).click();
      await expect(list.getByRole('button', { name: /Product Strategy/ })).toHaveAttribute(
        'aria-current',
        'true',
      );
      const panels = showcase.getByRole('region', { name: 'Service details' });
      const panel = showcase.locator('#product-development-panel-2');
      await expect
        .poll(async () => {
          const [box, area] = await Promise.all([panel.boundingBox(), panels.boundingBox()]);
          return box && area
            ? Math.min(box.y + box.height, area.y + area.height) - Math.max(box.y, area.y) >=
                box.height / 2
            : false;
        })
        .toBe(true);

      // Hovering the content freezes its scrolling; leaving lets page scroll drive it again.
      await panels.hover();
      const frozenAt = await panels.evaluate((element) => element.scrollTop);
      await page.evaluate(() => window.scrollBy(0, -250));
      // Two animation frames: the scroll handler has run.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      expect(await panels.evaluate((element) => element.scrollTop)).toBe(frozenAt);
      await page.mouse.move(5, 5);
      await page.evaluate(() => window.scrollBy(0, -250));
      await expect.poll(() => panels.evaluate((element) => element.scrollTop)).not.toBe(frozenAt);

      // The panel at least half visible becomes the active item.
      await panels.hover();
      await panels.evaluate((element) => element.scrollTo({ top: 0, behavior: 'instant' }));
      await expect(list.getByRole('button', { name: /MVP Development/ })).toHaveAttribute(
        'aria-current',
        'true',
      );
    },
  );

  test('below 1280 px and under reduced motion it is a plain stacked list', async ({ page }) => {
    if (isDesktop(page)) await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/services/automation');
    const showcase = page.locator('[data-showcase="no-code-automation"]');
    await expect(showcase.locator('[data-mode="stacked"]')).toBeVisible();
    await expect(showcase.locator('[data-mode="pinned"]')).toHaveCount(0);
    await expect(showcase.getByRole('heading', { level: 3 })).toHaveText([
      'Workflow Automation',
      'Integration Solutions',
      'Data Automation',
      'Customer Journey Automation',
    ]);
    // Stacked panels stay in the page flow: nothing sticks.
    expect(
      await showcase
        .locator('[data-mode="stacked"] *')
        .evaluateAll(
          (elements) =>
            elements.filter((element) => getComputedStyle(element).position === 'sticky').length,
        ),
    ).toBe(0);
  });
});

test.describe('core features and icon-benefit cards', () => {
  test('horizontal pinned scrolling on wide screens', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/services/ai-development');
    const core = page.locator(
      'section[aria-labelledby="core-features-title"] [data-layout="horizontal"]',
    );
    await expect(core).toBeVisible();
    const cards = core.getByRole('listitem');
    await expect(cards).toHaveCount(5);
    const [first, second] = await cards.evaluateAll((items) =>
      items.slice(0, 2).map((item) => item.getBoundingClientRect()),
    );
    expect(first!.width).toBe(352);
    expect(second!.x - first!.x).toBe(352 + 32);
    await core.evaluate((element) =>
      window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 80 + 150),
    );
    await expect
      .poll(() => core.evaluate((element) => Number(element.dataset.progress)))
      .toBeGreaterThan(0);
    expect(
      await core
        .locator('> div')
        .evaluate((element) => Math.round(element.getBoundingClientRect().top)),
    ).toBe(80);

    await page.goto('/services/business-automation');
    const benefits = page.locator(
      'section[aria-labelledby="icon-benefits-title"] [data-layout="horizontal"]',
    );
    await expect(benefits).toBeVisible();
    await expect(benefits.getByRole('listitem')).toHaveCount(6);
    expect(
      await benefits
        .getByRole('listitem')
        .first()
        .evaluate((item) => item.getBoundingClientRect().width),
    ).toBe(392);
    // Sticky section: the viewport below the 80 px offset plus as much as the row overflows, so
    // it ends as its last card comes into view; the heading is pinned with the cards.
    const viewportHeight = page.viewportSize()!.height;
    const overflow = await benefits.evaluate((element) => {
      const track = element.querySelector('ul')!;
      return track.scrollWidth - track.parentElement!.clientWidth;
    });
    expect(overflow).toBeGreaterThan(0);
    await expect
      .poll(() => benefits.evaluate((element) => element.getBoundingClientRect().height))
      .toBe(viewportHeight - 80 + overflow);
    await expect(benefits.getByRole('heading', { level: 2 })).toBeVisible();
    await benefits.evaluate((element) =>
      window.scrollTo(
        0,
        element.getBoundingClientRect().bottom + window.scrollY - window.innerHeight,
      ),
    );
    await expect
      .poll(() => benefits.evaluate((element) => Number(element.dataset.progress)))
      .toBe(1);
    const [last, frame] = await benefits.evaluate((element) => [
      element.querySelector('li:last-child')!.getBoundingClientRect().right,
      element.querySelector('ul')!.parentElement!.getBoundingClientRect().right,
    ]);
    expect(last!, 'the last card is whole in the frame at the end').toBeLessThanOrEqual(frame! + 1);
    // Scrolled back above the section, it resets.
    await benefits.evaluate((element) =>
      window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY + 600),
    );
    await expect
      .poll(() => benefits.evaluate((element) => Number(element.dataset.progress)))
      .toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect
      .poll(() => benefits.evaluate((element) => Number(element.dataset.progress)))
      .toBe(0);
  });

  test('plain grids on small screens and under reduced motion', async ({ page }) => {
    if (isDesktop(page)) await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/services/ai-development');
    await expect(
      page.locator('section[aria-labelledby="core-features-title"] [data-layout="grid"]'),
    ).toBeVisible();
    await page.goto('/services/business-automation');
    await expect(
      page.locator('section[aria-labelledby="icon-benefits-title"] [data-layout="grid"]'),
    ).toBeVisible();
    await expect(page.locator('[data-layout="horizontal"]')).toHaveCount(0);
  });

  test('the hero illustration never shifts the layout', async ({ page }) => {
    await page.goto('/services/automation');
    await page
      .locator('section[aria-labelledby^="hero-"] img')
      .evaluate((image: HTMLImageElement) => image.decode());
    expect(await layoutShiftScore(page)).toBeLessThan(0.02);
  });
});
