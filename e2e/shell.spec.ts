import { chromium, expect, test, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, resolveChromium } from '../scripts/chromium-path.mjs';
import { axeViolations, WCAG21_AA_TAGS } from './support/axe';
import { waitForHydration } from './support/hydration';
import { ofType, recordRequests, requestPath } from './support/requests';
import { scrollPastHeroCta } from './support/sticky-cta';

/** The shell: header, dropdowns, mobile menu, footer, sticky bar, not-found. */

const TRENDING = ['business-automation', 'ai-development', 'devops-services'];

const header = (page: Page) => page.getByRole('banner');
const mainNav = (page: Page) => header(page).getByRole('navigation', { name: 'Main' });
const footer = (page: Page) => page.getByRole('contentinfo');

/** Home with the Services panel opened as a mouse user opens it: by hovering its entry. */
async function hoverServicesOpen(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
  const toggle = mainNav(page).getByRole('button', { name: 'Services menu' });
  const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await expect(panel).toBeHidden();
  await mainNav(page).getByRole('link', { name: 'Services', exact: true }).hover();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return { toggle, panel };
}

test.describe('desktop header', { tag: '@desktop' }, () => {
  test('logo and main entries lead to their pages', async ({ page }) => {
    const entries: Array<[string, RegExp]> = [
      ['Services', /\/services$/],
      ['Industries', /\/industries$/],
      ['Our Process', /\/process$/],
      ['Portfolio', /\/portfolios$/],
      ['About', /\/about$/],
    ];
    for (const [label, url] of entries) {
      await page.goto('/contact');
      await mainNav(page).getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(url);
    }
    await header(page).getByRole('link', { name: 'Octaacer home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('Free Health Check links to /contact on desktop', async ({ page }) => {
    await page.goto('/');
    await header(page).getByRole('link', { name: 'Free Health Check' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('Services dropdown: Trending Solutions marked Hot, All Services without the trending ones', async ({
    page,
  }) => {
    const { panel } = await hoverServicesOpen(page);
    await expect(panel).toBeVisible();

    const trending = panel.getByRole('list', { name: /Trending Solutions/ });
    await expect(panel.getByText('Hot', { exact: true })).toBeVisible();
    await expect(trending.getByRole('link')).toHaveCount(3);
    for (const [index, slug] of TRENDING.entries()) {
      await expect(trending.getByRole('link').nth(index)).toHaveAttribute(
        'href',
        `/services/${slug}`,
      );
    }
    const all = panel.getByRole('list', { name: 'All Services' });
    const allHrefs = await all
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(allHrefs.length).toBeGreaterThan(0);
    for (const slug of TRENDING) expect(allHrefs).not.toContain(`/services/${slug}`);

    await trending.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/services\/business-automation$/);
  });

  test('a pointer that hovers an entry open and then clicks its chevron keeps the panel open', async ({
    page,
  }) => {
    const { toggle, panel } = await hoverServicesOpen(page);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });

  test('dropdown works by keyboard: Enter opens, arrows move, Escape closes and returns focus', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const toggle = mainNav(page).getByRole('button', { name: 'Industries menu' });
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('list', { name: 'All Industries' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('ArrowDown');
    const links = panel.getByRole('link');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('ArrowDown');
    // Enter goes to whatever has focus: wait until the opened panel has moved it to its first link.
    await expect(links.first()).toBeFocused();
    const href = await links.first().getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    expect(href).toMatch(/^\/industries\/[a-z-]+$/);
  });

  test('About is hidden below the extra-large breakpoint and shown at 1440 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/');
    await expect(mainNav(page)).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'About', exact: true })).toBeHidden();
    await expect(mainNav(page).getByRole('link', { name: 'Portfolio', exact: true })).toBeVisible();
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(mainNav(page).getByRole('link', { name: 'About', exact: true })).toBeVisible();
  });

  test('dropdown panels stay inside the viewport with a 2% side margin', async ({ page }) => {
    for (const width of [1024, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await waitForHydration(page);
      const margin = width * 0.02;
      for (const name of ['Services menu', 'Industries menu']) {
        const toggle = mainNav(page).getByRole('button', { name });
        await toggle.focus();
        await page.keyboard.press('Enter');
        const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
        await expect(panel).toBeVisible();
        const box = (await panel.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(margin - 1);
        expect(box.x + box.width).toBeLessThanOrEqual(width - margin + 1);
        await page.keyboard.press('Escape');
      }
    }
  });

  test('header is transparent at the top and gains the scrolled style after 10 px', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const banner = header(page);
    await expect(banner).toHaveAttribute('data-scrolled', 'false');
    expect(await banner.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgba(0, 0, 0, 0)',
    );
    await page.evaluate(() => window.scrollTo({ top: 10, behavior: 'instant' }));
    await expect(banner).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
    await expect(banner).toHaveAttribute('data-scrolled', 'true');
    await expect
      .poll(() => banner.evaluate((el) => getComputedStyle(el).backgroundColor))
      .not.toBe('rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(banner).toHaveAttribute('data-scrolled', 'false');
  });

  test('without JavaScript a dropdown entry is a link to its overview page, which lists every entry of its panel', async ({
    browser,
    page,
  }) => {
    // A panel is drawn when it first opens (it would weigh on every document twice otherwise).
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await waitForHydration(page);
    await expect(mainNav(page).locator('.nav-dropdown__panel')).toHaveCount(0);
    const panelHrefs = async (name: string) => {
      const toggle = mainNav(page).getByRole('button', { name });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      await expect(panel).toBeVisible();
      const hrefs = await panel
        .locator('a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      return hrefs;
    };
    const servicesPanel = await panelHrefs('Services menu');
    const industriesPanel = await panelHrefs('Industries menu');
    expect(servicesPanel.length).toBeGreaterThan(3);
    expect(industriesPanel.length).toBeGreaterThan(3);

    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1440, height: 900 },
    });
    const noScript = await context.newPage();
    await noScript.goto('/');
    await expect(mainNav(noScript).locator('.nav-dropdown__panel')).toHaveCount(0);
    for (const [label, overview, entries] of [
      ['Services', '/services', servicesPanel],
      ['Industries', '/industries', industriesPanel],
    ] as const) {
      const entry = mainNav(noScript).getByRole('link', { name: label, exact: true });
      await expect(entry).toHaveAttribute('href', overview);
      await entry.click();
      await expect(noScript).toHaveURL(overview);
      const listed = await noScript
        .locator('main a[href]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      for (const href of entries) expect(listed).toContain(href);
      await noScript.goto('/');
    }
    await context.close();
  });

  test('axe: header with a dropdown open, footer and not-found page have no violations', async ({
    page,
  }) => {
    await page.goto('/no-such-page');
    await waitForHydration(page);
    const toggle = mainNav(page).getByRole('button', { name: 'Services menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await axeViolations(page, { include: ['body'], tags: WCAG21_AA_TAGS })).toEqual([]);
  });

  test('with space-taking scrollbars the page never moves sideways when a dialog locks scrolling', async ({
    baseURL,
  }) => {
    // Playwright hides scrollbars by default; desktop browsers on Windows and Linux show them.
    const browser = await chromium.launch({
      executablePath: resolveChromium() ?? undefined,
      args: [...CHROMIUM_ARGS],
      ignoreDefaultArgs: ['--hide-scrollbars'],
    });
    try {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await page.goto(`${baseURL}/process`);
      await waitForHydration(page);
      // The gutter is there from the first frame, so a page that grows never shifts either.
      expect(await page.evaluate(() => document.documentElement.clientWidth)).toBeLessThan(1440);
      const heading = page.getByRole('heading', { level: 1 });
      const before = await heading.boundingBox();
      await page
        .getByRole('button', { name: 'Get Started Now' })
        .filter({ visible: true })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.locator('html')).toHaveClass(/scroll-locked/);
      expect((await heading.boundingBox())?.x).toBe(before?.x);
    } finally {
      await browser.close();
    }
  });
});

test.describe('mobile header', { tag: '@mobile' }, () => {
  test('hamburger opens the menu, locks page scroll and closes on navigation', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const hamburger = header(page).getByRole('button', { name: 'Open menu' });
    await expect(mainNav(page)).toBeHidden();
    await hamburger.click();
    const closeButton = header(page).getByRole('button', { name: 'Close menu' });
    await expect(closeButton).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/scroll-locked/);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    );
    await page.mouse.wheel(0, 800);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await menu.getByRole('button', { name: 'Services menu' }).click();
    await expect(menu.getByText('Trending Solutions')).toBeVisible();
    await expect(menu.getByText('Hot', { exact: true })).toBeVisible();
    await menu.getByRole('link', { name: 'AI Development', exact: true }).click();
    await expect(page).toHaveURL(/\/services\/ai-development$/);
    await expect(menu).toBeHidden();
    await expect(page.locator('html')).not.toHaveClass(/scroll-locked/);
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes the menu and unlocks scrolling', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const hamburger = header(page).getByRole('button', { name: 'Open menu' });
    await hamburger.click();
    await expect(page.locator('html')).toHaveClass(/scroll-locked/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await expect(page.locator('html')).not.toHaveClass(/scroll-locked/);
    await expect(hamburger).toBeFocused();
  });

  test('menu entries lead to their pages', async ({ page }) => {
    for (const [label, url] of [
      ['Industries', /\/industries$/],
      ['Our Process', /\/process$/],
      ['Portfolio', /\/portfolios$/],
    ] as const) {
      await page.goto('/contact');
      await waitForHydration(page);
      await header(page).getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('navigation', { name: 'Mobile' })
        .getByRole('link', { name: label, exact: true })
        .click();
      await expect(page).toHaveURL(url);
    }
  });

  test('Free Health Check is a dialog button on mobile', async ({ page }) => {
    await page.goto('/');
    const button = header(page).getByRole('button', { name: 'Free Health Check' });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(header(page).getByRole('link', { name: 'Free Health Check' })).toBeHidden();
  });

  test('on narrow phones the header row fits: one line from 360 px, inside the bar at 320 px', async ({
    page,
  }) => {
    await page.goto('/');
    const button = header(page).getByRole('button', { name: 'Free Health Check' });
    const hamburger = header(page).getByRole('button', { name: 'Open menu' });
    for (const width of [320, 360, 375]) {
      await page.setViewportSize({ width, height: 740 });
      const bar = (await header(page).boundingBox())!;
      const cta = (await button.boundingBox())!;
      const menu = (await hamburger.boundingBox())!;
      // Inside the 64 px bar and the viewport at every width.
      expect(cta.y).toBeGreaterThanOrEqual(bar.y);
      expect(cta.y + cta.height).toBeLessThanOrEqual(bar.y + bar.height);
      expect(menu.x + menu.width).toBeLessThanOrEqual(width);
      // From 360 px (most Android phones) the label does not wrap: one line in the 44 px target.
      if (width >= 360) expect(cta.height).toBeLessThanOrEqual(44);
    }
  });

  test('sticky call-to-action below 1024 px: Free Consultation with Get Started Now; not on landing pages', async ({
    page,
  }) => {
    await page.goto('/about');
    const bar = page.getByRole('complementary', { name: 'Free Consultation' });
    // Hidden while the hero's own button is in view; it appears once that has scrolled out.
    await waitForHydration(page);
    await expect(bar).toBeHidden();
    await scrollPastHeroCta(page);
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Get Started Now' })).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/has-mobile-sticky-cta/);
    await page.goto('/lp/automation-solutions');
    await expect(page.getByRole('complementary', { name: 'Free Consultation' })).toHaveCount(0);
  });

  test('axe: header with the mobile menu open, footer and sticky bar have no violations', async ({
    page,
  }) => {
    await page.goto('/no-such-page');
    await waitForHydration(page);
    await header(page).getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('button', { name: 'Services menu' })
      .click();
    expect(await axeViolations(page, { include: ['body'], tags: WCAG21_AA_TAGS })).toEqual([]);
  });
});

test.describe('shell on every viewport', () => {
  test('skip link is the first focusable element and targets the main content', async ({
    page,
  }) => {
    await page.goto('/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toHaveAttribute('href', '#main-content');
    await expect(page.locator('main#main-content')).toHaveCount(1);
  });

  test('footer links, external links in a new tab, copyright and badges', async ({ page }) => {
    await page.goto('/');
    const foot = footer(page);
    for (const network of ['Facebook', 'X', 'Instagram', 'YouTube']) {
      const link = foot.getByRole('link', { name: new RegExp(`on ${network}\\b`) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(foot.getByRole('link', { name: /Schedule a Call/ })).toHaveAttribute(
      'href',
      'https://calendly.com/octaacer-e2e/strategy-call',
    );
    await expect(foot.getByRole('link', { name: /Book Audit/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(foot.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/923001234567',
    );
    await expect(foot.getByRole('link', { name: 'hello@octaacer.com' })).toHaveAttribute(
      'href',
      'mailto:hello@octaacer.com',
    );
    await expect(foot).toContainText(
      `© ${new Date().getFullYear()} Octaacer. All rights reserved.`,
    );
    await expect(foot.getByRole('list', { name: 'Compliance' }).getByRole('listitem')).toHaveCount(
      4,
    );
  });

  test('footer links navigate and land at the top of the new page', async ({ page }) => {
    const links: Array<[string, RegExp]> = [
      ['About Us', /\/about$/],
      ['Careers', /\/careers$/],
      ['Privacy Policy', /\/privacy-policy$/],
      ['Start Free Health Check', /\/contact$/],
      ['Business Automation', /\/services\/business-automation$/],
    ];
    // One walk from page to page: each click starts from the previous link's page, scrolled down to its footer.
    await page.goto('/');
    for (const [name, url] of links) {
      await waitForHydration(page);
      const link = footer(page).getByRole('link', { name, exact: true });
      await link.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await link.click();
      await expect(page).toHaveURL(url);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    }
  });

  test('legal variant on /privacy-policy shows Legal Documents with a Privacy Policy link', async ({
    page,
  }) => {
    await page.goto('/privacy-policy');
    const legal = header(page).getByRole('navigation', { name: 'Legal Documents' });
    await expect(legal).toBeVisible();
    await expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await page.goto('/about');
    await expect(header(page).getByRole('navigation', { name: 'Legal Documents' })).toHaveCount(0);
  });

  test('unknown paths answer 404 with the not-found page, marked noindex', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the document has the theme attribute and Organization structured data', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>),
      );
    const organization = jsonLd.find((entry) => entry['@type'] === 'Organization');
    expect(organization).toMatchObject({ name: 'Octaacer', email: 'hello@octaacer.com' });
  });

  test('text is set in Geist Sans: the basic face is preloaded, the Latin-1 face fetched only for a page that needs it', async ({
    page,
  }) => {
    const fontFiles = recordRequests(page, ofType('font'), requestPath);
    await page.goto('/privacy-policy');
    const preloads = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(preloads).toEqual([expect.stringMatching(/geist_sans_basic.*\.woff2$/)]);
    await expect(page.locator('h1')).toHaveCSS('font-family', /^"Geist Sans"/);
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('16px "Geist Sans"', 'Octaacer')))
      .toBe(true);
    expect(fontFiles).toEqual([expect.stringMatching(/geist_sans_basic/)]);

    // An accented name, as an editor may write one, brings the second face of the same family.
    await page.evaluate(() => {
      const name = document.createElement('p');
      name.textContent = 'Zürich, São Paulo';
      document.querySelector('main')?.prepend(name);
    });
    await expect.poll(() => fontFiles.some((file) => /geist_sans_latin_ext/.test(file))).toBe(true);
  });
});
