import { expect, test, type Page } from '@playwright/test';
import { axeViolations, finishOneOffAnimations } from './support/axe';

const SCHEDULER_URL = 'https://calendly.com/octaacer-e2e/strategy-call';

/** Home blocks after the hero, in the order a visitor scrolls through them. */
const HOME_ORDER = [
  'capabilities',
  'platforms',
  'services',
  'portfolio',
  'why-us',
  'industries',
  'testimonials',
  'expert-advice',
  'ready-to-scale',
  'contact',
];

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;

/** Scrolls through the whole page so every reveal and lazy image has run. */
async function scrollThroughPage(page: Page) {
  // The reveal observer mounts with hydration, which can come after 'load' on a busy machine: a
  // scroll before it reveals nothing, and axe's own scrolling later started the fade-ins it then
  // measured mid-way (a flaky color-contrast failure in CI).
  await page.waitForFunction(() => document.documentElement.classList.contains('reveal-ready'));
  await page.evaluate(async () => {
    // Two frames: the scroll is painted and the IntersectionObservers have run.
    const twoFrames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await twoFrames();
    }
    window.scrollTo(0, 0);
    await twoFrames();
  });
}

test.describe('home page', () => {
  // One page load for the checks that only read the page as served; each former test is a step,
  // in an order that keeps every 'before scrolling' state (lazy images still placeholders) intact.
  test('the home page as served: hero, block order, typewriter and calls to action, platforms, card links, tags and banner claims', async ({
    page,
  }) => {
    await page.goto('/');
    await test.step('shows the hero, then every block in the spec order, each at the right screen size', async () => {
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toContainText('Put Your Business on');
      const order = await page
        .locator('[data-home-section]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-home-section')));
      expect(order).toEqual(HOME_ORDER);
      // The hero comes before the first block.
      const heroBox = await heading.boundingBox();
      const firstBlock = await page.locator('[data-home-section="capabilities"]').boundingBox();
      expect(heroBox!.y).toBeLessThan(firstBlock!.y);

      const readyToScale = page.getByRole('heading', { name: 'Ready to Scale?' });
      const contactForm = page.locator('[data-home-section="contact"]');
      if (isMobile(page)) {
        await expect(readyToScale).toBeVisible();
        await expect(contactForm).toBeHidden();
      } else {
        await expect(readyToScale).toBeHidden();
        await expect(contactForm).toBeVisible();
        await expect(contactForm.getByRole('heading', { level: 2 })).toBeVisible();
      }
    });
    await test.step('hero typewriter completes and its calls to action go to contact, portfolios and industries', async () => {
      const typewriter = page.locator('h1 [data-typewriter]');
      await expect(typewriter).toHaveAttribute('data-typewriter', 'complete', { timeout: 5_000 });
      await expect(page.getByTestId('typewriter-visible')).toHaveText('Auto-Pilot with AI');
      const trust = page.getByRole('list', { name: 'Why clients choose us' });
      for (const signal of ['Free Consultation', 'Book Today', '500+ Projects']) {
        await expect(trust.getByText(signal, { exact: true })).toBeVisible();
      }
      await expect(
        page.getByRole('link', { name: 'Get Free Consultation' }).first(),
      ).toHaveAttribute('href', '/contact');
      await expect(page.getByRole('link', { name: 'View Our Work' })).toHaveAttribute(
        'href',
        '/portfolios',
      );
      await expect(page.getByRole('link', { name: 'Discover More' })).toHaveAttribute(
        'href',
        '/industries',
      );
    });
    await test.step('six automation platforms and six AI tools, each with its own mark, never a letter', async () => {
      const automation = page.getByRole('list', { name: 'Automation Platforms' });
      const aiTools = page.getByRole('list', { name: 'AI Development Tools' });
      await expect(automation.getByRole('listitem')).toHaveCount(6);
      await expect(aiTools.getByRole('listitem')).toHaveCount(6);
      await expect(page.getByTestId('platform-letter')).toHaveCount(0);
      for (const [list, name] of [
        [automation, 'Power Automate'],
        [automation, 'Zapier'],
        [aiTools, 'Lovable'],
      ] as const)
        await expect(
          list.getByRole('listitem').filter({ hasText: name }).locator('svg title'),
        ).toHaveText(name);
    });
    await test.step('cards link by the spec rules: services by slug, portfolio by title slug, industries by slug', async () => {
      const services = page.locator('[data-home-section="services"]');
      await expect(services.getByRole('link', { name: /AI Development/ }).first()).toHaveAttribute(
        'href',
        '/services/ai-development',
      );
      const portfolio = page.locator('[data-home-section="portfolio"]');
      await expect(
        portfolio.getByRole('link', { name: 'E-commerce Revolution Platform' }),
      ).toHaveAttribute('href', '/portfolios/e-commerce-revolution-platform');
      // Lazy card images: a placeholder until near the viewport, then loaded.
      const firstImage = portfolio.locator('[data-status]').first();
      await expect(firstImage).toHaveAttribute('data-status', 'placeholder');
      await firstImage.scrollIntoViewIfNeeded();
      await expect(firstImage).toHaveAttribute('data-status', 'loaded');
      const industries = page.locator('[data-home-section="industries"]');
      const firstIndustry = industries.getByRole('link').first();
      await expect(firstIndustry).toHaveAttribute('href', /^\/industries\/[a-z0-9-]+$/);
    });
    await test.step('a card with more than 4 tags shows +N whose tooltip lists the rest, by keyboard too', async () => {
      const more = page
        .locator('[data-home-section="portfolio"] [aria-describedby]')
        .filter({ hasText: '+1' });
      await expect(more).toHaveText('+1 more');
      await expect(more).toBeVisible();
      const tooltipId = await more.getAttribute('aria-describedby');
      const tooltip = page.locator(`[id="${tooltipId}"]`);
      await expect(tooltip).toHaveText('OpenAI');
      await more.focus();
      await expect(tooltip).toHaveCSS('opacity', '1');
    });
    await test.step('the review summary and banner claims are shown', async () => {
      const banner = page.locator('[data-home-section="expert-advice"]');
      await expect(banner.getByText('500+', { exact: true })).toBeVisible();
      await expect(banner.getByText('92%', { exact: true })).toBeVisible();
      await expect(banner.getByText('4.9/5 from 23 reviews')).toBeVisible();
    });
  });

  test('counters show final values in the server HTML and count up once when half visible', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    for (const value of ['500+', '8', '92%', '24/7'])
      expect(html).toContain(`data-counter="${value}">${value}<`);

    await page.goto('/');
    const counters = page.locator('[data-counter-state]');
    await expect(counters).toHaveAttribute('data-counter-state', 'waiting');
    await expect(page.locator('[data-counter="500+"]')).toHaveText('0+');
    await counters.scrollIntoViewIfNeeded();
    await expect(counters).toHaveAttribute('data-counter-state', /counting|done/);
    // About 60 × 33 ms ≈ 2 s.
    await expect(page.locator('[data-counter="500+"]')).toHaveText('500+', { timeout: 4_000 });
    await expect(page.locator('[data-counter="8"]')).toHaveText('8');
    await expect(page.locator('[data-counter="92%"]')).toHaveText('92%');
    await expect(page.locator('[data-counter="24/7"]')).toHaveText('24/7');
    await expect(counters).toHaveAttribute('data-counter-state', 'done');
    // Once: leaving and coming back does not restart them.
    await page.evaluate(() => window.scrollTo(0, 0));
    await counters.scrollIntoViewIfNeeded();
    await expect(page.locator('[data-counter="500+"]')).toHaveText('500+', { timeout: 100 });
    await expect(counters).toHaveAttribute('data-counter-state', 'done');
    // Screen readers get the final value at all times.
    await expect(counters.getByRole('definition').filter({ hasText: '92%' })).toHaveCount(1);
  });

  test('testimonial carousel auto-advances every 5 s, loops, and stops on the pause control', async ({
    page,
  }) => {
    // Playwright's clock: time flows as usual, and runFor jumps the 5 s intervals instead of sleeping through them.
    await page.clock.install();
    await page.goto('/');
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(5);
    const dot = (n: number) => carousel.getByRole('button', { name: `Show testimonial ${n}` });
    await carousel.scrollIntoViewIfNeeded();
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(5_000);
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');

    // Loops: from the last slide the next auto-advance returns to the first.
    await dot(5).click();
    await expect(dot(5)).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByRole('group', { name: '5 of 5' })).toBeInViewport();
    // A manual move suspends auto-advance for a moment (1 s), then the 5 s interval runs again.
    await page.clock.runFor(6_500);
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');

    // Keyboard: arrow keys move between slides.
    await carousel.getByRole('button', { name: 'Next testimonial' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');

    // WCAG 2.2.2: pause stops auto-advance.
    await carousel.getByRole('button', { name: 'Pause automatic slide show' }).click();
    await expect(
      carousel.getByRole('button', { name: 'Start automatic slide show' }),
    ).toBeVisible();
    // More than one interval and the manual-scroll pause go by: still on the first slide.
    await page.clock.runFor(6_500);
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByRole('group', { name: '1 of 5' })).toBeInViewport();
  });

  // Touch devices scroll natively.
  test('the carousel scrolls by mouse drag', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/');
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await carousel.getByRole('button', { name: 'Pause automatic slide show' }).click();
    const first = carousel.getByRole('group', { name: '1 of 5' });
    await first.scrollIntoViewIfNeeded();
    const box = (await first.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.1, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect(carousel.getByRole('button', { name: 'Show testimonial 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('with reduced motion counters are final at once and the carousel does not auto-advance', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    const counters = page.locator('[data-counter-state]');
    await expect(counters).toHaveAttribute('data-counter-state', 'done');
    await expect(page.locator('[data-counter="500+"]')).toHaveText('500+');
    await expect(page.locator('h1 [data-typewriter]')).toHaveAttribute(
      'data-typewriter',
      'complete',
    );
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await expect(
      carousel.getByRole('button', { name: 'Start automatic slide show' }),
    ).toBeVisible();
    await carousel.scrollIntoViewIfNeeded();
    await page.clock.runFor(6_000);
    await expect(carousel.getByRole('button', { name: 'Show testimonial 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('an external call-to-action link books a call: the scheduler opens in a new tab', async ({
    page,
    context,
  }) => {
    await context.route('https://calendly.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Scheduler</title>' }),
    );
    await page.goto('/');
    const cta = page.getByRole('link', { name: /Book a Free Consultation/ });
    await expect(cta).toHaveAttribute('href', SCHEDULER_URL);
    await expect(cta).toHaveAttribute('target', '_blank');
    const [popup] = await Promise.all([page.waitForEvent('popup'), cta.click()]);
    await expect(popup).toHaveURL(SCHEDULER_URL);
    await expect(page).toHaveURL(/\/$/);
  });

  test('ready to scale (mobile) opens the lead modal', { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Get Your Free Strategy' });
    await button.scrollIntoViewIfNeeded();
    await button.click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('has no axe violations', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await scrollThroughPage(page);
    // Contrast is judged on what the visitor ends up seeing, not on a card mid-fade-in.
    await finishOneOffAnimations(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});
