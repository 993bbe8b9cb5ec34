import { expect, test, type Page } from '@playwright/test';
import { fallbackFacts } from '../content-fallback/facts';
import { fallbackJobs } from '../content-fallback/jobs';
import { waitForHydration } from './support/hydration';
import { E2E_SCHEDULER_URL } from './support/lead-flows';

/** About, process, careers, privacy policy and contact: their sections, figures and calls to action. */

async function servedHtml(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return (await response.text()).replace(/<script[\s\S]*?<\/script>/g, ' ');
}

test.describe('about', () => {
  test('served HTML reads the facts 500+, 8 and 12+; with JS the counters count up over 2 s once the hero is in view and end there', async ({
    page,
  }) => {
    const html = await servedHtml(page, '/about');
    for (const [value, label] of [
      ['500+', 'Projects Delivered'],
      ['8', 'Countries Served'],
      ['12+', 'Years Experience'],
    ] as const) {
      const escaped = value.replace(/\+/g, '\\+');
      expect(html).toMatch(
        new RegExp(
          `<dt[^>]*>${label}</dt><dd[^>]*><span aria-hidden="true" data-counter="${escaped}">${escaped}</span>`,
        ),
      );
    }

    // A paused clock makes the 2 s count observable without sleeping (rAF and performance.now follow it).
    await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
    await page.clock.pauseAt(new Date('2026-01-01T00:00:01Z'));
    await page.goto('/about');
    const counters = page.locator('[data-counter-state]');
    await expect(counters).toHaveAttribute('data-counter-state', 'counting');
    await page.clock.runFor(1000);
    const halfway = Number.parseInt(await page.locator('[data-counter="500+"]').innerText(), 10);
    expect(halfway).toBeGreaterThan(100);
    expect(halfway).toBeLessThan(500);
    await page.clock.runFor(1100);
    await expect(counters).toHaveAttribute('data-counter-state', 'done');
    await expect(page.locator('[aria-hidden="true"][data-counter]')).toHaveText([
      '500+',
      '8',
      '12+',
    ]);
  });

  test('mission, vision, eight values spelling the name, Global Footprint map, journey, closing CTAs and smooth in-page links', async ({
    page,
  }) => {
    await page.goto('/about');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Our Vision' })).toBeVisible();

    const values = main.locator('#values ol > li h3');
    await expect(values).toHaveText([
      'Openness',
      'Creativity',
      'Trust',
      'Agility',
      'Automation',
      'Collaboration',
      'Excellence',
      'Reliability',
    ]);
    expect((await values.allInnerTexts()).map((title) => title[0]).join('')).toBe('OCTAACER');
    // 0.1 s stagger per value card, 0.2 s per journey item.
    expect(
      await main
        .locator('#values ol > li')
        .evaluateAll((cards) => cards.map((card) => (card as HTMLElement).style.transitionDelay)),
    ).toEqual(['0ms', '100ms', '200ms', '300ms', '400ms', '500ms', '600ms', '700ms']);

    const footprint = main.locator('#footprint');
    const map = footprint.getByRole('img', { name: /World map of Octaacer offices/ });
    await expect(map).toBeVisible();
    await expect(map.locator('[data-marker="office"]')).toHaveCount(3);
    await expect(map.locator('[data-marker="client"]')).toHaveCount(6);
    for (const office of ['Headquarters', 'Middle East Office', 'Expansion Office'])
      await expect(footprint).toContainText(office);
    await expect(
      footprint
        .getByRole('listitem')
        .filter({ hasText: /^(US|UK|Canada|Germany|Australia|Qatar)$/ }),
    ).toHaveCount(6);

    const journey = main.locator('#journey ol > li');
    await expect(journey).toHaveText([
      // The founding year is a company fact; the later years agree with it (issue 44).
      new RegExp(`${fallbackFacts.founded}\\s*Foundation`),
      /2016\s*Growth/,
      /2019\s*International/,
      /2023\s*Innovation/,
      /2025\s*Scale/,
    ]);
    expect(
      await journey.evaluateAll((items) =>
        items.map((item) => (item as HTMLElement).style.transitionDelay),
      ),
    ).toEqual(['0ms', '200ms', '400ms', '600ms', '800ms']);

    const quote = main.getByRole('link', { name: /Get Instant Quote/ });
    await expect(quote).toHaveAttribute('target', '_blank');
    await expect(quote).toHaveAttribute('href', E2E_SCHEDULER_URL);
    await expect(main.getByRole('link', { name: 'Contact Us', exact: true })).toHaveAttribute(
      'href',
      '/contact',
    );

    // The hero reveals after 300 ms (CSS, so it needs no JS).
    expect(
      await page
        .locator('.about-hero-reveal')
        .evaluate((hero) => getComputedStyle(hero).animationDelay),
    ).toBe('0.3s');

    // In-page # links scroll smoothly (CSS scroll-behavior) to their section.
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe('smooth');
    await main
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: 'Journey' })
      .click();
    await expect(page).toHaveURL(/#journey$/);
    await expect(main.locator('#journey')).toBeInViewport();
  });
});

test('process: five Octa steps with their descriptions and CTAs, industry chips, final pair of CTAs', async ({
  page,
}) => {
  await page.goto('/process');
  const main = page.getByRole('main');
  const steps = main.locator('section[aria-labelledby="octa-framework-heading"] ol > li');
  await expect(steps.locator('h3')).toHaveText([
    'OctaScan',
    'OctaAudit',
    'OctaPlan',
    'OctaCore',
    'OctaReact',
  ]);
  await expect(steps.nth(0)).toContainText('Free 10-minute automation health check');
  await expect(steps.nth(1)).toContainText('Deep workflow audit');
  await expect(steps.nth(2)).toContainText('Strategy');
  await expect(steps.nth(3)).toContainText('Implementation');
  await expect(steps.nth(4)).toContainText('Optimise and support');
  await expect(steps.nth(3).getByRole('link', { name: 'Explore Our Work' })).toHaveAttribute(
    'href',
    '/portfolios',
  );
  for (const [index, label] of [
    [1, 'Book OctaAudit'],
    [2, 'Schedule Strategy Call'],
  ] as const) {
    const link = steps.nth(index).getByRole('link', { name: new RegExp(label) });
    await expect(link).toHaveAttribute('href', E2E_SCHEDULER_URL);
    await expect(link).toHaveAttribute('target', '_blank');
  }
  await expect(
    main.getByRole('list', { name: 'Proven Across Industries' }).getByRole('listitem'),
  ).toHaveText(['Healthcare', 'Retail', 'Logistics', 'Real Estate', 'Education', 'Manufacturing']);
  // Each names one of the site's industries and links to its page.
  await expect(
    main.getByRole('list', { name: 'Proven Across Industries' }).locator('a[href^="/industries/"]'),
  ).toHaveCount(6);
  const finalPair = main.getByRole('region', { name: 'Ready to Automate, Build and Scale?' });
  await expect(finalPair.getByRole('link', { name: /Schedule A Call/ })).toBeVisible();
  await expect(finalPair.getByRole('button', { name: 'Get Started Now' })).toBeVisible();

  // 'Start Free OctaScan' opens the free health check; 'Join OctaReact' the Get Started wizard.
  await waitForHydration(page);
  await steps.nth(0).getByRole('button', { name: 'Start Free OctaScan' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await steps.nth(4).getByRole('button', { name: 'Join OctaReact' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test("careers: jobs from the content layer with default location, each summary whole within 150 characters, a page per job and its Apply form; cards gain 'animate' when 10% visible", async ({
  page,
}) => {
  await page.goto('/careers');
  const main = page.getByRole('main');
  await main.locator('section').first().getByRole('link', { name: 'See Open Positions' }).click();
  await expect(page).toHaveURL(/#open-positions$/);
  await expect(main.getByRole('heading', { name: 'Open Positions' })).toBeInViewport();

  const jobs = main.getByTestId('job-card');
  await expect(jobs).toHaveCount(fallbackJobs.length);
  const aiEngineer = jobs.filter({ hasText: 'AI Engineer (LLM Applications)' });
  await expect(aiEngineer).toContainText('DHA Phase 4 Lahore, Pakistan');
  for (const [index, job] of (await jobs.all()).entries()) {
    const { slug, summary } = fallbackJobs[index]!;
    await expect(job.getByRole('link', { name: /^Apply/ })).toHaveAttribute(
      'href',
      `/careers/${slug}#contact`,
    );
    await expect(job.getByRole('heading', { level: 3 }).getByRole('link')).toHaveAttribute(
      'href',
      `/careers/${slug}`,
    );
    // The summary is shown whole: no cut, no ellipsis, within the editors' 150 characters.
    const shown = job.locator('p').filter({ hasText: summary.slice(0, 20) });
    await expect(shown).toHaveText(summary);
    expect(summary.length).toBeLessThanOrEqual(150);
  }

  // Below the fold, cards have no 'animate' class until 10% of them is in view.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const steps = main.getByTestId('hiring-step');
  await expect(steps.first()).not.toHaveClass(/\banimate\b/);
  await steps.first().scrollIntoViewIfNeeded();
  await expect(steps.first()).toHaveClass(/\banimate\b/);
  const benefits = main.getByTestId('benefit-card');
  await benefits.last().scrollIntoViewIfNeeded();
  await expect(benefits.last()).toHaveClass(/\banimate\b/);
  await expect(jobs.first()).toHaveClass(/\banimate\b/);
});

test('privacy policy describes the lead store, the webhooks, consent-only analytics and the edge country lookup', async ({
  page,
}) => {
  const html = await servedHtml(page, '/privacy-policy');
  // Numbered headings '1. …' (a title that starts with a compound opens with its no-wrap span).
  expect(html.match(/<h2[^>]*>\d+<!-- -->\. (?:<!-- -->|<span)/g)).toHaveLength(15);
  for (const claim of [
    'lead database',
    'webhook',
    'up to three days',
    'only after you allow them',
    'country header',
    'session cookie',
  ]) {
    expect(html).toContain(claim);
  }
});

test("contact: Let's Talk, the contact form, the offices map and the footer", async ({ page }) => {
  await page.goto('/contact');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: "Let's Talk" })).toBeVisible();
  const contact = main.locator('section#contact');
  await contact.scrollIntoViewIfNeeded();
  await expect(contact.locator('form')).toBeAttached();
  const map = main.getByRole('img', { name: /World map marking our offices/ });
  await map.scrollIntoViewIfNeeded();
  await expect(map).toBeVisible();
  await expect(map.locator('[data-marker="office"]')).toHaveCount(3);
  await expect(page.getByRole('contentinfo')).toBeAttached();
});
