import { expect, test, type Page } from '@playwright/test';
import { openDialogByEvent, stubExternalHosts, uniqueEmail } from './support/lead-flows';

const REQUIRED_HEADERS = {
  'strict-transport-security': /^max-age=\d{7,}; includeSubDomains/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\)/,
  'cross-origin-opener-policy': /^same-origin$/,
  // Only the Directus editors open (DIRECTUS_PUBLIC_URL) may frame the site (e2e/preview.spec.ts).
  'content-security-policy': /frame-ancestors http:\/\/localhost:\d+(;|$)/,
};

// HTTP only: one project checks it.
test(
  'pages, API routes, images and assets carry the security headers and no X-Powered-By',
  { tag: '@desktop' },
  async ({ request }) => {
    const home = await (await request.get('/')).text();
    const chunk = /\/_next\/static\/[^"]+\.js/.exec(home)?.[0];
    expect(chunk).toBeDefined();
    // The home page's own card (a signed title: an unsigned one is a 404).
    const card = /<meta property="og:image" content="([^"]+)"/
      .exec(home)?.[1]
      ?.replace(/&amp;/g, '&');
    expect(card).toBeDefined();
    const cardUrl = new URL(card!);
    const responses = [
      await request.get('/'),
      await request.get('/services/automation'),
      await request.get('/no-such-page'),
      await request.get('/api/geo'),
      await request.post('/api/revalidate', { data: { all: true } }),
      await request.get(`${cardUrl.pathname}${cardUrl.search}`),
      await request.get(chunk!),
    ];
    expect(responses.at(-2)?.headers()['content-type']).toBe('image/png');
    for (const response of responses) {
      const headers = response.headers();
      for (const [name, pattern] of Object.entries(REQUIRED_HEADERS)) {
        expect(headers[name], `${name} on ${response.url()}`).toMatch(pattern);
      }
      expect(headers['x-powered-by'], response.url()).toBeUndefined();
    }
    // The e2e server has no REVALIDATE_SECRET: the route fails closed.
    expect(responses[4]!.status()).toBe(503);

    const csp = responses[0]!.headers()['content-security-policy']!;
    expect(csp).not.toContain('unsafe-eval');
    // Only the configured hosts: the CMS (DIRECTUS_URL) and the enabled analytics tags.
    expect(csp).toMatch(/img-src [^;]*http:\/\/127\.0\.0\.1:9/);
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(csp).toMatch(/script-src [^;]*https:\/\/connect\.facebook\.net/);
    expect(csp).not.toMatch(/\*(?!\.)/); // no bare wildcard source
  },
);

/** Collects CSP violations from the page (securitypolicyviolation events) and the console. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text()))
      fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return async () => {
    const fromPage = await page
      .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
      .catch(() => []);
    return [...fromPage, ...fromConsole];
  };
}

/** next/image: the home portfolio cards' lazy images mount in view and load under the policy. */
async function expectOptimisedImagesLoad(page: Page) {
  const section = page.locator('section[data-home-section="portfolio"]');
  await section.scrollIntoViewIfNeeded();
  const image = section.locator('img').first();
  await expect(image).toBeAttached();
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
}

test('no CSP violation while analytics load, dialogs open, forms are used and pages navigate', async ({
  page,
  context,
}) => {
  const requested = await stubExternalHosts(context);
  const violations = await watchViolations(page);
  const all: string[] = [];
  const collect = async (where: string) =>
    all.push(...(await violations()).map((line) => `${where}: ${line}`));

  // Consent loads GA4 and the Meta Pixel (stubbed hosts) under the policy.
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Cookies & privacy' })
    .getByRole('button', { name: 'Accept all' })
    .click();
  await expect
    .poll(() => requested.filter((url) => /googletagmanager|connect\.facebook/.test(url)).length)
    .toBe(2);
  await expectOptimisedImagesLoad(page);

  // The lead modal and the wizard open, take input and close.
  await openDialogByEvent(page, 'lead-modal', 'automation');
  const modal = page.getByRole('dialog').first();
  await expect(modal).toBeVisible();
  await modal.getByLabel('Your Name').fill('Content Policy');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await openDialogByEvent(page, 'wizard');
  await expect(page.getByRole('dialog').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await collect('/');

  // The contact form submits to our API.
  await page.goto('/contact');
  const form = page.locator('#contact form');
  // Use the live form: the served one is swapped for it once the visitor shows intent.
  await form.hover();
  await expect(form.getByLabel('Search countries')).toBeVisible();
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel('Country', { exact: true }).selectOption('gb');
  await form.getByLabel('First name').fill('Amina');
  await form.getByLabel('Last name').fill('Khan');
  await form.getByLabel('Email').fill(uniqueEmail('csp'));
  await form.getByLabel('Phone number').fill('07911 123456');
  await form.getByLabel(/Company name/).fill('Acme Trading');
  await form.getByLabel('Your role').selectOption({ label: 'CTO / IT Director' });
  await form.getByLabel('How did you hear about us?').selectOption({ label: 'LinkedIn' });
  await form.getByLabel(/Message/).fill('Checking the content security policy.');
  await form.getByLabel(/I agree to be contacted by Octaacer/).check();
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toHaveText("Thank you! We'll get back to you soon.");
  await collect('/contact');

  // The other kinds of page (detail, list, landing, showcase), by full loads.
  for (const path of [
    '/services/automation',
    '/portfolios',
    '/lp/ai-development-services',
    '/showcase',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('load');
    await collect(path);
  }
  expect(all).toEqual([]);
});
