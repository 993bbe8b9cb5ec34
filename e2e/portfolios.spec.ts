import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { pictureOfUrl } from './support/requests';
import { layoutShiftScore, sectionOrder } from './support/sections';

const PROJECTS = [
  'e-commerce-revolution-platform',
  'fintech-mobile',
  'smart-guest-messaging',
  'clinic-booking-automation',
  'fleet-tracking-dashboard',
  'ai-tutor-for-schools',
  'property-sales-crm',
];
/** Each picture of a gallery: is it whole (not cropped), and where is its caption? */
const galleryPictures = (page: Page) =>
  page.locator('#project-gallery figure').evaluateAll((figures) =>
    figures.map((figure) => {
      const image = figure.querySelector('img')!;
      const box = image.getBoundingClientRect();
      const caption = figure.querySelector('figcaption')!.getBoundingClientRect();
      const cropped =
        getComputedStyle(image).objectFit === 'cover' &&
        Math.abs(box.width / box.height - image.naturalWidth / image.naturalHeight) > 0.01;
      return {
        src: image.currentSrc,
        loaded: image.complete && image.naturalWidth > 0,
        cropped,
        captionBelow: caption.top >= box.bottom - 1 && caption.height > 0,
        captionShown: caption.top < figure.getBoundingClientRect().bottom - 1,
      };
    }),
  );

test('/portfolios#all scrolls to the project list; the page has its hero, every project in #all, one more section, the closing sections', async ({
  page,
}) => {
  await page.goto('/portfolios#all');
  await expect
    .poll(() =>
      page.locator('#all').evaluate((element) => Math.round(element.getBoundingClientRect().top)),
    )
    .toBeLessThanOrEqual(80);
  expect(await sectionOrder(page)).toEqual([
    'hero',
    'all-title',
    'portfolio-industries-heading',
    'closing-cta-title',
    'contact-section-title',
  ]);
  const cards = page.locator('#all').getByRole('article');
  await expect(cards).toHaveCount(PROJECTS.length);
  expect(
    pictureOfUrl(
      (await page.locator('section[aria-labelledby^="hero-"] img').getAttribute('src'))!,
    ),
  ).toBe('/assets/illustrations/portfolios-hero.webp');
});

test.describe('portfolio detail pages render hero, overview, challenge, features, technologies, results, gallery, CTA, related work and contact in order', () => {
  for (const slug of PROJECTS) {
    test(`/portfolios/${slug}`, async ({ page }) => {
      await page.goto(`/portfolios/${slug}`);
      // The hero image is preloaded and never shifts the layout.
      await expect(
        page.locator(
          `head link[rel="preload"][as="image"][fetchpriority="high"][imagesrcset*="${encodeURIComponent(`/assets/portfolio/${slug}/card.webp`)}"]`,
        ),
      ).toHaveCount(1);
      await page
        .locator('section[aria-labelledby^="hero-"] img')
        .evaluate((image: HTMLImageElement) => image.decode());
      expect(await layoutShiftScore(page)).toBeLessThan(0.02);
      expect(await sectionOrder(page)).toEqual([
        'hero',
        'overview-title',
        'project-challenge-title',
        'project-features-title',
        'project-technologies-title',
        'project-results-title',
        'project-gallery-title',
        'project-cta-title',
        'related-projects-title',
        'contact-section-title',
      ]);
      const hero = page.locator('section[aria-labelledby^="hero-"]');
      await expect(hero).toContainText('PORTFOLIO');
      await expect(hero.getByRole('link', { name: 'View Project Details' })).toHaveAttribute(
        'href',
        '#overview',
      );
      expect(pictureOfUrl((await hero.locator('img').getAttribute('src'))!)).toBe(
        `/assets/portfolio/${slug}/card.webp`,
      );
      for (const label of [
        'Client',
        'Industry',
        'Project Type',
        'Duration',
        'Team Size',
        'Services',
      ]) {
        await expect(page.locator('#overview dt', { hasText: label })).toHaveCount(1);
      }
      await expect(page.locator('[data-highlighted]')).toHaveCount(1);

      // Related projects: at most 3, each with at most 3 tags, and a way to all projects.
      const related = page.locator('#related-projects');
      const relatedCards = related.getByRole('article');
      expect(await relatedCards.count()).toBeGreaterThan(0);
      expect(await relatedCards.count()).toBeLessThanOrEqual(3);
      for (const card of await relatedCards.all())
        expect(await card.getByRole('listitem').count()).toBeLessThanOrEqual(3);
      await expect(related.getByRole('link', { name: 'View All Projects' })).toHaveAttribute(
        'href',
        '/portfolios',
      );

      // View Project Details jumps to the overview.
      await hero.getByRole('link', { name: 'View Project Details' }).click();
      await expect(page).toHaveURL(/#overview$/);
      await expect
        .poll(() =>
          page
            .locator('#overview')
            .evaluate((element) => Math.round(element.getBoundingClientRect().top)),
        )
        .toBeLessThanOrEqual(80);
    });
  }

  test('key feature benefits show on hover (a tap on touch screens) and on keyboard focus; gallery captions likewise', async ({
    page,
    isMobile,
  }) => {
    // Touch screens have no hover (Tailwind's hover: needs (hover: hover)); a tap focuses the card instead.
    const point = (target: Locator) => (isMobile ? target.tap() : target.hover());
    await page.goto('/portfolios/e-commerce-revolution-platform');
    const card = (title: string) =>
      page.locator('article', { has: page.getByRole('heading', { name: title }) });
    const benefitsHeight = (title: string) =>
      card(title)
        .locator('[data-benefits]')
        .evaluate((element) => element.getBoundingClientRect().height);
    await expect.poll(() => benefitsHeight('Unified Catalogue')).toBe(0);
    await point(card('Unified Catalogue'));
    await expect.poll(() => benefitsHeight('Unified Catalogue')).toBeGreaterThan(20);
    await expect.poll(() => benefitsHeight('AI Recommendations')).toBe(0);
    await card('AI Recommendations').focus();
    await expect.poll(() => benefitsHeight('AI Recommendations')).toBeGreaterThan(20);

    // Gallery captions: on hover and keyboard focus where there is hover; always, under the
    // picture, on touch screens.
    const figure = page.locator('#project-gallery figure').nth(1);
    const captionShown = async () => (await galleryPictures(page))[1]!.captionShown;
    await figure.scrollIntoViewIfNeeded();
    if (isMobile) {
      await expect.poll(captionShown).toBe(true);
      expect((await galleryPictures(page)).every((picture) => picture.captionBelow)).toBe(true);
      return;
    }
    await expect.poll(captionShown).toBe(false);
    await point(figure);
    await expect.poll(captionShown).toBe(true);
    await page.getByRole('heading', { name: 'Gallery' }).click();
    await expect.poll(captionShown).toBe(false);
    await figure.focus();
    await expect.poll(captionShown).toBe(true);
  });

  test("every case study's gallery shows 3-6 of its own screens, whole, none shared with another project", async ({
    page,
  }) => {
    const seen = new Map<string, string>();
    for (const slug of PROJECTS) {
      await page.goto(`/portfolios/${slug}`);
      const figures = page.locator('#project-gallery figure');
      // Each picture loads lazily, when it comes near the viewport.
      for (const figure of await figures.all()) await figure.scrollIntoViewIfNeeded();
      await expect
        .poll(async () => (await galleryPictures(page)).every((p) => p.loaded))
        .toBe(true);
      const pictures = await galleryPictures(page);
      expect(pictures.length).toBeGreaterThanOrEqual(3);
      expect(pictures.length).toBeLessThanOrEqual(6);
      expect(await figures.locator('figcaption').allTextContents()).not.toContain('');
      for (const picture of pictures) {
        const path = pictureOfUrl(picture.src);
        expect([path, picture.cropped]).toEqual([
          expect.stringMatching(`^/assets/portfolio/${slug}/`),
          false,
        ]);
        expect(seen.get(path) ?? slug).toBe(slug);
        seen.set(path, slug);
      }
    }
  });

  test('a case study with its gallery: axe finds nothing', async ({ page }) => {
    await page.goto('/portfolios/smart-guest-messaging');
    await expect(page.getByRole('heading', { name: 'Gallery' })).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('an unknown project is replaced by the portfolio list', async ({ page }) => {
    await page.goto('/portfolios/does-not-exist');
    await expect(page).toHaveURL(/\/portfolios$/);
  });
});
