import { expect, test } from '@playwright/test';
import { layoutShiftScore, sectionOrder } from './support/sections';
import { renderedLines } from './support/text-lines';
import { pictureOfUrl } from './support/requests';

const INDUSTRIES = [
  'vacation-rentals-hospitality',
  'retail-e-commerce',
  'healthcare-biotech',
  'edtech-education',
  'logistics-supply-chain',
  'community-public-services',
  'manufacturing-3d-printing',
  'construction-real-estate',
];

/** An industry page: hero, five sections, then the two closing sections. */
const ORDER = [
  'hero',
  'overview-title',
  'challenges-title',
  'industry-services-title',
  'industry-technologies-title',
  'industry-stories-title',
  'closing-cta-title',
  'contact-section-title',
];

test('/industries shows an icon card for each of the eight industries', async ({ page }) => {
  await page.goto('/industries');
  const cards = page.getByRole('list', { name: 'Industries We Serve' }).getByRole('listitem');
  await expect(cards).toHaveCount(8);
  for (const card of await cards.all()) {
    const id = await card.getAttribute('data-industry');
    expect(decodeURIComponent((await card.locator('img').getAttribute('src')) ?? '')).toContain(
      `/assets/industries/icons/${id}.svg`,
    );
    await expect(card.getByRole('link')).toHaveAttribute('href', `/industries/${id}`);
  }
  expect(
    pictureOfUrl(
      (await page.locator('section[aria-labelledby^="hero-"] img').getAttribute('src'))!,
    ),
  ).toBe('/assets/illustrations/industries-hero.webp');
});

test.describe('industry pages render the full Industry record in the spec order, the hero preloaded without layout shift', () => {
  for (const slug of [...INDUSTRIES, 'retail-ecommerce']) {
    test(`/industries/${slug}`, async ({ page }) => {
      await page.goto(`/industries/${slug}`);
      // The alias lands on its canonical page.
      const canonical = slug === 'retail-ecommerce' ? 'retail-e-commerce' : slug;
      await expect(page).toHaveURL(new RegExp(`/industries/${canonical}$`));
      // The hero banner is preloaded and never shifts the layout.
      await expect(
        page.locator(
          `head link[rel="preload"][as="image"][fetchpriority="high"][imagesrcset*="${encodeURIComponent(`/assets/industries/${canonical}.webp`)}"]`,
        ),
      ).toHaveCount(1);
      await page
        .locator('section[aria-labelledby^="hero-"] img')
        .evaluate((image: HTMLImageElement) => image.decode());
      expect(await layoutShiftScore(page)).toBeLessThan(0.02);
      expect(await sectionOrder(page)).toEqual(ORDER);

      const hero = page.locator('section[aria-labelledby^="hero-"]');
      await expect(hero.getByRole('link', { name: 'Explore Our Work' })).toHaveAttribute(
        'href',
        '/portfolios',
      );
      expect(pictureOfUrl((await hero.locator('img').getAttribute('src'))!)).toBe(
        `/assets/industries/${canonical}.webp`,
      );

      // Overview: the four company facts (years, projects, retention, cost reduction).
      await expect(
        page
          .locator('#overview')
          .getByRole('definition')
          .filter({ hasText: /^(12\+|500\+|95%|40%)$/ }),
      ).toHaveCount(4);

      // Exactly one featured solution; services show at most 3 features; a popular marker.
      await expect(page.locator('[data-featured]')).toHaveCount(1);
      await expect(page.locator('[data-featured]')).toContainText('Featured');
      for (const features of await page.getByRole('list', { name: / features$/ }).all()) {
        expect(await features.getByRole('listitem').count()).toBeLessThanOrEqual(3);
      }
      await expect(page.locator('[data-popular]').first()).toContainText('Popular');

      // Industry CTAs ask for a quote for this industry.
      await expect(page.getByRole('link', { name: 'Get Instant Quote' })).toHaveAttribute(
        'href',
        `/quote?industry=${canonical}`,
      );

      // Success stories: metrics as text, at most 5 tags then '+N'.
      const stories = page.locator('section[aria-labelledby="industry-stories-title"]');
      await expect(stories.getByText('Clients in This Sector')).toBeVisible();
      for (const tags of await stories.getByRole('list', { name: 'Technologies' }).all()) {
        const chips = await tags.getByRole('listitem').allTextContents();
        const named = chips.filter((chip) => !/^\+\d+/.test(chip));
        expect(named.length).toBeLessThanOrEqual(5);
        if (chips.length > named.length) expect(named).toHaveLength(5);
      }
      // Stories fill their row on desktop: two side by side, or a lone one across the whole row.
      const storyCards = stories.locator('ul').first().locator(':scope > li');
      const rowWidth = (await stories.locator('ul').first().boundingBox())!.width;
      const cardWidths = await storyCards.evaluateAll((cards) =>
        cards.map((card) => card.getBoundingClientRect().width),
      );
      if (page.viewportSize()!.width >= 768 && cardWidths.length === 1)
        expect(cardWidths[0]).toBeCloseTo(rowWidth, 0);
      else if (page.viewportSize()!.width >= 768)
        for (const width of cardWidths) expect(width).toBeLessThan(rowWidth / 2);
      if (slug === 'vacation-rentals-hospitality') {
        // A project with more than five technologies shows five and a +N chip whose tooltip names the rest.
        const story = page.locator('article', {
          has: page.getByRole('heading', { name: 'Smart Guest Messaging' }),
        });
        await expect(
          story.getByRole('list', { name: 'Technologies' }).getByRole('listitem'),
        ).toHaveText(['OpenAI', 'n8n', 'Python', 'PostgreSQL', 'WhatsApp API', /^\+2 more/]);
        await expect(story.getByRole('tooltip')).toHaveText('Guesty, Docker');
      }
    });
  }

  test("each success metric ('30% Faster') stays on one line, down to 320 px phones", async ({
    page,
    isMobile,
  }) => {
    await page.goto('/industries/community-public-services');
    const metrics = page
      .locator('section[aria-labelledby="industry-stories-title"] dl')
      .getByRole('definition');
    await expect(metrics).toHaveText(['20+', '45+', '30% Faster', '40%']);
    for (const width of isMobile ? [320, 360, 390] : [page.viewportSize()!.width]) {
      await page.setViewportSize({ width, height: 800 });
      const lineCounts: number[] = [];
      for (const metric of await metrics.all())
        lineCounts.push((await metric.evaluate(renderedLines)).length);
      expect(lineCounts, `at ${width} px`).toEqual([1, 1, 1, 1]);
    }
  });

  test('every success story shows its own picture: a case study card or a drawn product, none twice', async ({
    page,
  }) => {
    const seen = new Map<string, string>();
    for (const slug of INDUSTRIES) {
      await page.goto(`/industries/${slug}`);
      const images = page.locator('#industry-stories img');
      for (const image of await images.all()) await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          images.evaluateAll((all) =>
            all.every((image) => (image as HTMLImageElement).naturalWidth > 0),
          ),
        )
        .toBe(true);
      const paths = (
        await images.evaluateAll((all) =>
          all.map((image) => (image as HTMLImageElement).currentSrc),
        )
      ).map(pictureOfUrl);
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths) {
        expect(path).toMatch(/^\/assets\/(portfolio\/[a-z-]+\/card|stories\/[a-z-]+)\.webp$/);
        expect(seen.get(path) ?? slug).toBe(slug);
        seen.set(path, slug);
      }
    }
  });

  test('an unknown industry is replaced by the overview', async ({ page }) => {
    await page.goto('/industries/space-mining');
    await expect(page).toHaveURL(/\/industries$/);
    await expect(page.getByRole('list', { name: 'Industries We Serve' })).toBeVisible();
  });
});
