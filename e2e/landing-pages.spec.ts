import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitForHydration } from './support/hydration';
import { openAndDismissDialog, recordDialogRequests } from './support/lead-flows';
import { renderedLines } from './support/text-lines';
import { scrollUntilShown } from './support/sticky-cta';
import { preloadedPicture } from './support/requests';

/**
 * The two paid-traffic landing pages: sections in order with every figure, every tab panel in the
 * served HTML, ARIA tabs by mouse and keyboard, the mobile truncations and show-more toggles, and
 * every named CTA opening the lead modal in its context.
 */

const AUTOMATION = '/lp/automation-solutions';
const AI = '/lp/ai-development-services';

/** A <link rel="preload" as="image"> for this file, whatever the order of its attributes. */

const isMobile = () => test.info().project.name === 'mobile';

/** The explorer is a client island: wait until React owns its tabs before clicking them. */
async function waitForExplorer(page: Page): Promise<Locator> {
  const tablist = page.getByRole('tablist');
  await expect(tablist).toBeVisible();
  await waitForHydration(page);
  return tablist;
}

const sectionOrder = (page: Page) =>
  page
    .locator('[data-lp-section]')
    .evaluateAll((sections) => sections.map((section) => section.getAttribute('data-lp-section')));

/** Text of the served HTML without tags (what a crawler or a no-JS visitor reads). */
async function servedText(page: Page, path: string): Promise<{ html: string; text: string }> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const body = html.replace(/<script[\s\S]*?<\/script>/g, ' ');
  const text = body
    // A compound's no-wrap span is part of its word, not a word of its own.
    .replace(/<span class="whitespace-nowrap">([^<]*)<\/span>/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
  return { html: body, text };
}

test.describe('automation landing page', () => {
  test('nine sections in order with every figure; every tab panel is in the served HTML', async ({
    page,
  }) => {
    await page.goto(AUTOMATION);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      'Stop Losing Hours to Manual Work: Automate Your Business',
    );
    await expect(main.getByText('500+ Projects Delivered', { exact: true })).toBeVisible();
    const hero = main.locator('section').first();
    const primary = hero.getByRole('button', { name: /Get FREE Automation Audit/ });
    await expect(primary).toContainText('FREE');
    await expect(primary).toContainText('LIMITED');
    await expect(hero.getByTestId('hero-stats')).toContainText('85%');
    for (const line of [
      'Free 30-minute consultation',
      'highest-impact automation opportunities',
      'Custom ROI projections',
    ]) {
      await expect(hero.getByRole('listitem').filter({ hasText: line })).toBeVisible();
    }

    // 1 hero, then 2-8 in the spec's order (9, the floating bar, is fixed to the viewport).
    expect(await sectionOrder(page)).toEqual([
      'platforms',
      'before-after',
      'testimonials',
      'explorer',
      'roi',
      'final-cta',
      'trust',
    ]);
    const platforms = main.locator('[data-lp-section="platforms"]');
    await expect(platforms.getByRole('listitem')).toHaveCount(4);
    for (const name of ['n8n', 'Zapier', 'Make', 'Power Automate'])
      await expect(platforms.getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(platforms.locator('svg').first()).toBeVisible();

    const beforeAfter = main.locator('[data-lp-section="before-after"]');
    await expect(beforeAfter.locator('[data-side="before"] li')).toHaveCount(5);
    await expect(beforeAfter.locator('[data-side="after"] li')).toHaveCount(5);
    await expect(beforeAfter.locator('[data-side="before"]')).toContainText(
      '$50K+Wasted per Manual Process a Year',
    );
    await expect(beforeAfter.locator('[data-side="after"]')).toContainText(
      '$200K+Saved per Client a Year',
    );

    const testimonials = main.locator('[data-lp-section="testimonials"] > div > ul > li');
    await expect(testimonials).toHaveCount(3);
    for (const [index, city] of ['Dubai', 'Riyadh', 'Istanbul'].entries())
      await expect(testimonials.nth(index)).toContainText(city);

    const roi = main.locator('[data-lp-section="roi"]');
    await expect(roi.getByRole('heading', { name: 'Calculate Your Automation ROI' })).toBeVisible();
    for (const figure of [
      '$15,000/year',
      '20+ hours/week',
      '40%',
      '95%',
      '400%',
      'within 6 months',
      '500+',
      '$5M+',
      '99.9%',
      '4.9/5',
    ]) {
      await expect(roi).toContainText(figure);
    }
    await expect(
      roi.getByText('Free consultation • No commitment required • Get results in 24 hours'),
    ).toBeVisible();
    await expect(main.locator('[data-lp-section="final-cta"]')).toContainText(
      'Book this week and receive a FREE automation workflow design worth $2,500',
    );
    const trust = main.locator('[data-lp-section="trust"]');
    for (const item of [
      'SOC 2 Compliant',
      '24/7 Support',
      '4.9/5 Client Rating',
      'Serving UAE, KSA, Turkey, USA',
    ])
      await expect(trust).toContainText(item);

    // 9: the floating bar on large screens, the sticky bar below 1024 px.
    const floating = page.getByTestId('floating-cta');
    const sticky = page.getByRole('complementary', { name: 'FREE Audit, Worth $2,500' });
    // Both keep off the hero (its own button is in view at load) and appear once it has scrolled out.
    await expect(isMobile() ? sticky : floating).toBeHidden();
    // The pill (large screens) also yields wherever it would lie on text: only the bar is sought.
    if (isMobile()) await scrollUntilShown(page, sticky);
    if (isMobile()) {
      await expect(sticky).toBeVisible();
      await expect(floating).toBeHidden();
      await expect(page.locator('body')).toHaveClass(/has-mobile-sticky-cta/);
    } else {
      await expect(floating).toContainText('Save $50K+ Yearly');
      await expect(floating.locator('button')).toHaveText('Get FREE Audit');
      await expect(sticky).toBeHidden();
    }

    // Ads' quality crawlers and no-JS visitors read every panel: all six are in the HTML, five hidden.
    const { html, text } = await servedText(page, AUTOMATION);
    // Fast for paid traffic: the hero visual is preloaded by the served HTML.
    expect(html).toMatch(preloadedPicture('/assets/services/business-automation.webp'));
    expect(html.match(/role="tabpanel"/g)).toHaveLength(6);
    expect(html.match(/role="tabpanel"[^>]*hidden=""|hidden=""[^>]*role="tabpanel"/g)).toHaveLength(
      5,
    );
    // The spec's three examples, each card's title followed by its hours and savings.
    for (const [title, hours, savings] of [
      ['Order Processing', '40 hrs/week', '$20,000/month'],
      ['Student Enrollment', '60 hrs/week', '$15,000/month'],
      ['Production Monitoring', '50 hrs/week', '$30,000/month'],
    ]) {
      expect(text).toMatch(new RegExp(`${title} .{0,300}?${hours} saved \\${savings}`));
    }
    expect(text).toContain('Shipment Tracking Updates');
  });

  test('industry explorer: six tabs by click and keyboard, 4 use cases each within 10-60 hrs/week; mobile shows 3 tabs and 2 use cases until asked', async ({
    page,
  }) => {
    await page.goto(AUTOMATION);
    const tablist = await waitForExplorer(page);
    // Hidden tabs (below 768 px) leave the accessibility tree, so count the elements.
    const tabs = tablist.locator('[role="tab"]');
    await expect(tabs).toHaveCount(6);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.first()).toHaveAccessibleName('Healthcare');
    const visiblePanel = page.getByRole('tabpanel');
    await expect(visiblePanel).toHaveCount(1);

    for (const panel of await page.locator('[role="tabpanel"]').all()) {
      const hours = await panel
        .locator('li')
        .evaluateAll((cards) =>
          cards.map((card) => Number(/(\d+) hrs\/week/.exec(card.textContent ?? '')?.[1])),
        );
      expect(hours).toHaveLength(4);
      for (const value of hours) expect(value >= 10 && value <= 60).toBe(true);
    }

    if (!isMobile()) {
      await tabs.filter({ hasText: 'E-commerce' }).click();
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(visiblePanel).toContainText('Order Processing');
      await expect(visiblePanel).toContainText('$20,000/month');
      await expect(visiblePanel.locator('li')).toHaveCount(4);
      await expect(visiblePanel.locator('li').nth(3)).toBeVisible();
      // Keyboard: roving tabindex, arrows wrap, Home and End.
      await tabs.nth(1).focus();
      await page.keyboard.press('ArrowRight');
      await expect(tabs.nth(2)).toBeFocused();
      await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
      await expect(visiblePanel).toContainText('Production Monitoring');
      await page.keyboard.press('End');
      await expect(tabs.nth(5)).toBeFocused();
      await expect(visiblePanel).toContainText('Shipment Tracking Updates');
      await page.keyboard.press('ArrowRight');
      await expect(tabs.nth(0)).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(tabs.nth(5)).toBeFocused();
      await page.keyboard.press('Home');
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.nth(0)).toHaveAttribute('tabindex', '0');
      await expect(tabs.nth(5)).toHaveAttribute('tabindex', '-1');
      await expect(page.getByRole('button', { name: 'Show More Use Cases' })).toHaveCount(0);
      return;
    }

    // Below 768 px: the first three tabs only; keyboard moves among those.
    for (const index of [3, 4, 5]) await expect(tabs.nth(index)).toBeHidden();
    await tabs.nth(0).focus();
    await page.keyboard.press('End');
    await expect(tabs.nth(2)).toBeFocused();
    await expect(visiblePanel).toContainText('Production Monitoring');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(0)).toBeFocused();
    await tabs.filter({ hasText: 'E-commerce' }).click();
    await expect(visiblePanel).toContainText('$20,000/month');
    // Two use cases until 'Show More Use Cases'; descriptions cut at 80 characters.
    const cards = visiblePanel.locator('li');
    await expect(cards.nth(1)).toBeVisible();
    await expect(cards.nth(2)).toBeHidden();
    // The eye reads the phones' cut wording; screen readers read the whole description instead.
    const description = cards.nth(0).locator('p').first();
    const shown = await description.locator('span[aria-hidden="true"]').innerText();
    expect(shown.length).toBeLessThanOrEqual(80);
    const whole = await description.locator('span:not([aria-hidden])').textContent();
    expect(whole!.length).toBeGreaterThan(shown.length);
    const showMore = visiblePanel.getByRole('button', { name: 'Show More Use Cases' });
    await showMore.click();
    await expect(cards.nth(3)).toBeVisible();
    // The automation page keeps the expansion when the tab changes (only the AI page resets it).
    await tabs.filter({ hasText: 'Healthcare' }).click();
    await expect(visiblePanel.locator('li').nth(3)).toBeVisible();
  });

  test('mobile lists: 3 problems and 3 benefits until the show-more toggles; every named CTA opens the lead modal in the automation context', async ({
    page,
  }) => {
    await page.goto(AUTOMATION);
    await waitForExplorer(page);
    const before = page.locator('[data-side="before"]');
    const after = page.locator('[data-side="after"]');
    if (isMobile()) {
      await expect(before.locator('li:visible')).toHaveCount(3);
      await expect(after.locator('li:visible')).toHaveCount(3);
      await before.getByRole('button', { name: '+ Show More Problems' }).click();
      await expect(before.locator('li:visible')).toHaveCount(5);
      await after.getByRole('button', { name: '+ Show More Solutions' }).click();
      await expect(after.locator('li:visible')).toHaveCount(5);
      for (const text of await before.locator('li p:last-child').allInnerTexts())
        expect(text.length).toBeLessThanOrEqual(80);
    } else {
      await expect(before.locator('li:visible')).toHaveCount(5);
      await expect(page.getByRole('button', { name: '+ Show More Problems' })).toBeHidden();
    }

    const requests = await recordDialogRequests(page);
    const main = page.getByRole('main');
    const triggers = [
      main
        .locator('section')
        .first()
        .getByRole('button', { name: /Get FREE Automation Audit/ }),
      main
        .locator('[data-lp-section="explorer"]')
        .getByRole('button', { name: 'Get FREE Automation Audit' }),
      main.locator('[data-lp-section="roi"]').getByRole('button'),
      main.locator('[data-lp-section="final-cta"]').getByRole('button', { name: 'Get FREE Audit' }),
    ];
    for (const trigger of triggers) await openAndDismissDialog(page, trigger);
    // The bar (phones) or the pill (large screens), where it shows: past the hero, off the footer.
    const bar = isMobile()
      ? page.getByRole('complementary', { name: 'FREE Audit, Worth $2,500' })
      : page.getByTestId('floating-cta');
    if (isMobile()) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await scrollUntilShown(page, bar);
      triggers.push(bar.getByRole('button', { name: 'Get FREE Audit' }));
      // Clicked where it shows: scrolling it into view would move the page under it.
      await triggers.at(-1)!.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }
    expect(await requests()).toEqual(
      Array(triggers.length).fill({ name: 'lead-modal', pageContext: 'automation' }),
    );
  });
});

test.describe('AI development landing page', () => {
  test('title, meta and eleven sections in order with every figure; every panel in the served HTML', async ({
    page,
  }) => {
    await page.goto(AI);
    expect(await page.title()).toBe(
      'AI Development Services: Lovable, Cursor, Claude, Copilot & Codex',
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /Build software 10x faster with AI/,
    );
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
      'content',
      /AI development services/,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/lp\/ai-development-services$/,
    );

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      'Build Software 10x Faster with AI',
    );
    await expect(
      main.getByText('500+ Projects Delivered, AI-Powered Apps Among Them'),
    ).toBeVisible();
    const stats = main.getByTestId('hero-stats');
    for (const value of ['10x', '70%', '95%']) await expect(stats).toContainText(value);
    // Three tiles leave no empty column or half row (one row of three from 640 px, 2 + 1 spanning
    // on phones), and their values line up whatever the labels' length.
    const statsBox = (await stats.boundingBox())!;
    const tiles = await stats.locator(':scope > div').evaluateAll((elements) =>
      elements.map((element) => {
        const tile = element.getBoundingClientRect();
        const value = element.querySelector('dd')!.getBoundingClientRect();
        return { right: tile.right, bottom: tile.bottom, valueTop: value.top - tile.top };
      }),
    );
    const last = tiles.at(-1)!;
    expect(Math.abs(last.right - (statsBox.x + statsBox.width))).toBeLessThan(1);
    expect(Math.abs(last.bottom - (statsBox.y + statsBox.height))).toBeLessThan(1);
    expect(new Set(tiles.map((tile) => Math.round(tile.valueTop))).size).toBe(1);
    expect(await sectionOrder(page)).toEqual([
      'platforms',
      'before-after',
      'result-banner',
      'explorer',
      'testimonials',
      'process',
      'roi',
      'final-cta',
      'trust',
    ]);

    // Five platform cards; the fifth only on large screens.
    const platformCards = main.locator('[data-lp-section="platforms"] li');
    await expect(platformCards).toHaveCount(5);
    if (isMobile()) await expect(platformCards.nth(4)).toBeHidden();
    else await expect(platformCards.nth(4)).toBeVisible();

    const beforeAfter = main.locator('[data-lp-section="before-after"]');
    await expect(beforeAfter.locator('[data-side="before"] h3')).toHaveText(
      'Traditional Development',
    );
    await expect(beforeAfter.locator('[data-side="after"] h3')).toHaveText(
      'AI-Powered Development',
    );
    await expect(beforeAfter).toContainText('$150K+Average Cost');

    const testimonials = main.locator('[data-lp-section="testimonials"] > div > ul > li');
    await expect(testimonials).toHaveCount(3);
    for (const [index, sector] of [
      'E-commerce Startup · Dubai',
      'Fintech · Riyadh',
      'Healthcare Tech · Istanbul',
    ].entries()) {
      await expect(testimonials.nth(index)).toContainText(sector);
    }

    const steps = main.locator('[data-lp-section="process"] ol > li');
    await expect(steps).toHaveText([
      /01AI Strategy & Requirements2-3 days/,
      /02AI-Powered Rapid Prototyping3-5 days/,
      /03AI-Assisted Development1-3 weeks/,
      /04Smart Testing & Deployment2-3 days/,
    ]);
    await expect(main.locator('[data-lp-section="process"]')).toContainText(
      '2-6 weeks vs 6+ months',
    );
    const roi = main.locator('[data-lp-section="roi"]');
    for (const figure of ['500%', 'within 3 months', '$120K', '$5M+', '95%', '4.9/5'])
      await expect(roi).toContainText(figure);
    const trust = main.locator('[data-lp-section="trust"]');
    for (const item of [
      'SOC 2 Compliant',
      'AI-Powered Development',
      '4.9/5 Client Rating',
      'Serving UAE, KSA, Turkey and USA',
    ])
      await expect(trust).toContainText(item);

    // Every tab's three cards with their exact timeline and cost, in the served HTML.
    const { html, text } = await servedText(page, AI);
    expect(html).toMatch(preloadedPicture('/assets/services/ai-development.webp'));
    expect(html.match(/role="tabpanel"/g)).toHaveLength(6);
    const expected: Array<[string, string, string]> = [
      ['E-commerce Platforms', '3-4 weeks', '$25K-45K'],
      ['SaaS Dashboards', '4-6 weeks', '$30K-55K'],
      ['Customer Portals', '2-4 weeks', '$20K-35K'],
      ['Health & Fitness Apps', '5-7 weeks', '$35K-60K'],
      ['Fintech Apps', '6-8 weeks', '$40K-70K'],
      ['Education Apps', '4-6 weeks', '$30K-50K'],
      ['Customer Support Bots', '2-3 weeks', '$15K-25K'],
      ['Sales Assistants', '3-4 weeks', '$20K-35K'],
      ['Internal Knowledge Bots', '2-4 weeks', '$18K-30K'],
      ['Business Intelligence', '4-5 weeks', '$28K-48K'],
      ['Marketing Analytics', '3-5 weeks', '$25K-40K'],
      ['Supply Chain Analytics', '5-7 weeks', '$35K-60K'],
      ['Document Processing', '3-4 weeks', '$22K-38K'],
      ['HR Automation', '4-6 weeks', '$30K-50K'],
      ['Finance Automation', '4-5 weeks', '$28K-45K'],
      ['Database Migration', '6-8 weeks', '$40K-70K'],
      ['API Layers', '4-6 weeks', '$30K-55K'],
      ['UI Modernization', '5-7 weeks', '$35K-60K'],
    ];
    for (const [title, timeline, cost] of expected) {
      expect(text).toMatch(
        new RegExp(
          `${title.replace(/[&]/g, '&')} .{0,400}?Timeline ${timeline} Cost ${cost.replace(/\$/g, '\\$')}`,
        ),
      );
    }
  });

  test('category explorer: tabs by keyboard, three features per card, 85% bar on large screens; mobile expansion resets on tab change', async ({
    page,
  }) => {
    await page.goto(AI);
    const tablist = await waitForExplorer(page);
    const tabs = tablist.locator('[role="tab"]');
    await expect(tabs).toHaveText([
      'Web Apps',
      'Mobile Apps',
      'AI Chatbots',
      'Data Platforms',
      'Automation',
      'Legacy Modernization',
    ]);
    const panel = page.getByRole('tabpanel');
    // Every card of every panel (hidden ones too) lists three key features.
    const featureCounts = await page
      .locator('[role="tabpanel"] > div > ul > li')
      .evaluateAll((cards) => cards.map((card) => card.querySelectorAll('ul > li').length));
    expect(featureCounts).toEqual(Array(18).fill(3));
    const progress = page.getByTestId('development-progress');
    const section = page.locator('[data-lp-section="explorer"]');
    await expect(section.getByRole('button', { name: 'Start Building with AI' })).toBeVisible();

    if (!isMobile()) {
      await expect(progress).toBeVisible();
      await expect(progress.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '85');
      await expect(progress).toContainText('Development Progress');
      await expect(progress).toContainText('Ready to Start');
      await tabs.first().focus();
      await page.keyboard.press('End');
      await expect(tabs.nth(5)).toBeFocused();
      await expect(panel).toContainText('Database Migration');
      await page.keyboard.press('ArrowLeft');
      await expect(tabs.nth(4)).toHaveAttribute('aria-selected', 'true');
      await expect(panel).toContainText('Document Processing');
      await tabs.filter({ hasText: 'AI Chatbots' }).click();
      await expect(panel.locator('> div > ul > li')).toHaveCount(3);
      await expect(panel.locator('> div > ul > li').nth(2)).toBeVisible();
      return;
    }

    await expect(progress).toBeHidden();
    for (const index of [3, 4, 5]) await expect(tabs.nth(index)).toBeHidden();
    const cards = panel.locator('> div > ul > li');
    await expect(cards.nth(2)).toBeHidden();
    await panel.getByRole('button', { name: 'Show More Use Cases' }).click();
    await expect(cards.nth(2)).toBeVisible();
    // On the AI page the use-case expansion resets when the tab changes.
    await tabs.filter({ hasText: 'Mobile Apps' }).click();
    await expect(panel).toContainText('Fintech Apps');
    await expect(panel.locator('> div > ul > li').nth(2)).toBeHidden();
    await expect(panel.getByRole('button', { name: 'Show More Use Cases' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // 'Show More Benefits' below 768 px when more than 3 benefits.
    const after = page.locator('[data-side="after"]');
    await expect(after.locator('li:visible')).toHaveCount(3);
    await after.getByRole('button', { name: 'Show More Benefits' }).click();
    await expect(after.locator('li:visible')).toHaveCount(5);
  });

  test("every named CTA opens the lead modal in the 'ai-development' context", async ({ page }) => {
    await page.goto(AI);
    await waitForExplorer(page);
    const requests = await recordDialogRequests(page);
    const main = page.getByRole('main');
    const triggers = [
      main
        .locator('section')
        .first()
        .getByRole('button', { name: 'Start Your AI Development Journey' }),
      main.locator('section').first().getByRole('button', { name: 'Build Faster with AI' }),
      main
        .locator('[data-lp-section="result-banner"]')
        .getByRole('button', { name: 'Build Faster with AI' }),
      main
        .locator('[data-lp-section="explorer"]')
        .getByRole('button', { name: 'Start Building with AI' }),
      main
        .locator('[data-lp-section="roi"]')
        .getByRole('button', { name: 'Get FREE AI Development Assessment' }),
      main
        .locator('[data-lp-section="final-cta"]')
        .getByRole('button', { name: 'Get FREE AI Development Audit' }),
      main
        .locator('[data-lp-section="final-cta"]')
        .getByRole('button', { name: 'Get FREE AI Development Assessment' }),
    ];
    for (const trigger of triggers) await openAndDismissDialog(page, trigger);
    const bar = isMobile()
      ? page.getByRole('complementary', { name: 'FREE Audit, Worth $2,500' })
      : page.getByTestId('floating-cta');
    if (isMobile()) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await scrollUntilShown(page, bar);
      triggers.push(bar.getByRole('button', { name: 'Get FREE Audit' }));
      // Clicked where it shows: scrolling it into view would move the page under it.
      await triggers.at(-1)!.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }
    expect(await requests()).toEqual(
      Array(triggers.length).fill({ name: 'lead-modal', pageContext: 'ai-development' }),
    );
  });
});

test.describe('landing page lines that wrap on phones', () => {
  test("the hero's lead button keeps its label on one line; its badges move below it together", async ({
    page,
  }) => {
    await page.goto(AUTOMATION);
    const button = page
      .getByRole('main')
      .getByRole('button', { name: /^Get FREE Automation Audit/ })
      .first();
    for (const width of isMobile() ? [320, 360, 390] : [page.viewportSize()!.width]) {
      await page.setViewportSize({ width, height: 800 });
      const layout = await button.evaluate((element) => {
        const label = document.createRange();
        label.selectNodeContents(element.firstChild!);
        const badges = [...element.querySelectorAll('span > span')].map(
          (badge) => badge.getBoundingClientRect().top,
        );
        return { labelLines: label.getClientRects().length, badgeRows: new Set(badges).size };
      });
      expect(layout, `at ${width} px`).toEqual({ labelLines: 1, badgeRows: 1 });
    }
  });

  test('bullet-separated notes never start a line with a bullet: one phrase per line on phones', async ({
    page,
  }) => {
    for (const [path, note] of [
      [AUTOMATION, 'Free consultation • No commitment required • Get results in 24 hours'],
      [AI, 'Free 30-minute strategy session • No commitment • Results within 24 hours'],
    ] as const) {
      await page.goto(path);
      const line = page.getByRole('main').getByText(note).first();
      await line.scrollIntoViewIfNeeded();
      const phrases = note.split(' • ');
      for (const width of isMobile() ? [320, 360, 390] : [page.viewportSize()!.width]) {
        await page.setViewportSize({ width, height: 800 });
        const rendered = await line.evaluate((element) => (element as HTMLElement).innerText);
        const lines = rendered.split('\n').map((text) => text.trim());
        for (const text of lines) expect(text, `${path} at ${width} px`).not.toMatch(/^•/);
        // Phones: each phrase on its own line; desktop: the whole note on one line.
        if (isMobile()) expect(lines).toEqual(phrases);
        else expect(await line.evaluate(renderedLines)).toHaveLength(1);
      }
    }
  });
});
