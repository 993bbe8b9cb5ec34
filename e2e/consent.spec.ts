import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { stubExternalHosts, uniqueEmail } from './support/lead-flows';
import { scrollPastHeroCta } from './support/sticky-cta';
import { waitForWebhook } from './support/webhook-receiver';

// Full journeys against the production build on a shared 2-core machine: allow extra time.
test.describe.configure({ timeout: 90_000 });

// playwright.config.ts builds the site with NEXT_PUBLIC_GA_ID=G-E2ETEST and
// NEXT_PUBLIC_META_PIXEL_ID=000000000000000; stubExternalHosts answers those hosts locally.
const GA_SCRIPT = 'https://www.googletagmanager.com/gtag/js?id=G-E2ETEST';
const PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';
const ANALYTICS_HOSTS =
  /googletagmanager\.com|google-analytics\.com|connect\.facebook\.net|facebook\.com/;

function banner(page: Page) {
  return page.getByRole('region', { name: 'Cookies & privacy' });
}

function analyticsRequests(requested: string[]) {
  return requested.filter((url) => ANALYTICS_HOSTS.test(url));
}

async function dataLayerCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) =>
      Array.from(entry),
    ),
  );
}

test('nothing reaches an analytics host before consent; Consent Mode defaults are denied', async ({
  page,
  context,
}) => {
  const requested = await stubExternalHosts(context);
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  // Everything the page loads has loaded (a page leaves no request pending).
  await page.waitForLoadState('networkidle');
  expect(analyticsRequests(requested)).toEqual([]);
  expect((await dataLayerCalls(page))[0]).toEqual([
    'consent',
    'default',
    {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      wait_for_update: 500,
    },
  ]);
  const fbqQueue = await page.evaluate(() =>
    (window as unknown as { fbq: { queue: ArrayLike<unknown>[] } }).fbq.queue.map((entry) =>
      Array.from(entry),
    ),
  );
  expect(fbqQueue).toEqual([['consent', 'revoke']]);

  expect(
    await axeViolations(page, { include: ['section[aria-labelledby="consent-banner-title"]'] }),
  ).toEqual([]);
});

test('Accept all loads gtag and the pixel, is remembered, and lead events follow with the lead id', async ({
  page,
  context,
}) => {
  const requested = await stubExternalHosts(context);
  // The cookie gtag.js would store (its script is stubbed: no internet here).
  await context.addCookies([
    { name: '_ga', value: 'GA1.1.1234567890.1795900000', url: test.info().project.use.baseURL! },
  ]);
  await page.goto('/lp/automation-solutions');
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(banner(page)).toBeHidden();
  await expect
    .poll(() => analyticsRequests(requested))
    .toEqual(expect.arrayContaining([GA_SCRIPT, PIXEL_SCRIPT]));
  expect(await dataLayerCalls(page)).toContainEqual([
    'consent',
    'update',
    {
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'granted',
    },
  ]);

  // A lead now produces generate_lead and Lead (eventID = the stored lead's id).
  const email = uniqueEmail('consent-lead');
  const leadResponse = page.waitForResponse(
    (response) => response.url().endsWith('/api/leads') && response.request().method() === 'POST',
  );
  await page
    .getByRole('button', { name: /Get FREE Automation Audit/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Get Your FREE Automation Strategy' });
  await dialog.getByLabel('Your Name').fill('Katherine Johnson');
  await dialog.getByLabel('Business Email').fill(email);
  await dialog.getByLabel('Company Name').fill('NASA');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('radio', { name: '201+ employees' }).check();
  await dialog.getByRole('radio', { name: 'Manufacturing' }).check();
  await dialog.getByRole('radio', { name: '1-2 months' }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('radio', { name: 'Eliminate data-entry errors' }).check();
  await dialog.getByRole('checkbox', { name: 'Predictive maintenance alerts' }).check();
  await dialog.getByRole('button', { name: 'Get My Free Strategy' }).click();
  const { id } = (await (await leadResponse).json()) as { id: string };
  await expect(dialog).toBeHidden();
  const details = { company_size: '201+', industry: 'manufacturing', has_company: true };
  expect(await dataLayerCalls(page)).toContainEqual([
    'event',
    'generate_lead',
    { ...details, form_name: 'lead-modal', lead_id: id },
  ]);
  const pixelCalls = await page.evaluate(() =>
    (window as unknown as { fbq: { queue: ArrayLike<unknown>[] } }).fbq.queue.map((entry) =>
      Array.from(entry),
    ),
  );
  expect(pixelCalls).toContainEqual(['track', 'Lead', details, { eventID: id }]);
  await waitForWebhook((received) => (received.body as { email?: string }).email === email);

  // The server sends the same lead to the Conversions API with event_id = the pixel's eventID
  // (Meta counts the two as one), and to GA4 for the client id its tag stored in _ga.
  const eventIdOf = (call: { body: unknown }) =>
    (call.body as { data?: Array<{ event_id?: string }> }).data?.[0]?.event_id;
  const capi = await waitForWebhook(
    (received) => received.path.startsWith('/graph/') && eventIdOf(received) === id,
  );
  expect(capi.path).toBe('/graph/000000000000000/events');
  expect((capi.body as { data: unknown[] }).data[0]).toMatchObject({
    event_name: 'Lead',
    action_source: 'website',
    event_source_url: expect.stringContaining('/lp/automation-solutions'),
    custom_data: details,
    user_data: {
      em: [expect.stringMatching(/^[0-9a-f]{64}$/)],
      client_ip_address: '127.0.0.1',
      client_user_agent: await page.evaluate(() => navigator.userAgent),
    },
  });
  const ga4 = await waitForWebhook(
    (received) =>
      received.path.startsWith('/mp/collect') &&
      (received.body as { events?: Array<{ params?: { lead_id?: string } }> }).events?.[0]?.params
        ?.lead_id === id,
  );
  expect(ga4.body).toEqual({
    client_id: '1234567890.1795900000',
    timestamp_micros: expect.any(Number),
    events: [
      { name: 'generate_lead', params: { ...details, form_name: 'lead-modal', lead_id: id } },
    ],
  });

  // Remembered: no banner on the next page, tags load straight away.
  requested.length = 0;
  await page.goto('/about');
  await expect
    .poll(() => analyticsRequests(requested))
    .toEqual(expect.arrayContaining([GA_SCRIPT, PIXEL_SCRIPT]));
  await expect(banner(page)).toBeHidden();
  expect((await context.cookies()).find((cookie) => cookie.name === 'oc_consent')?.value).toBe(
    'a1.m1',
  );
});

test('Reject all loads nothing, and Cookie settings in the footer lets the visitor choose per category', async ({
  page,
  context,
}) => {
  const requested = await stubExternalHosts(context);
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(banner(page)).toBeHidden();
  await page.reload({ waitUntil: 'networkidle' });
  await expect(banner(page)).toBeHidden();
  expect(analyticsRequests(requested)).toEqual([]);

  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
  await settings.click();
  await expect(banner(page).getByRole('heading', { name: 'Cookies & privacy' })).toBeFocused();
  const analytics = banner(page).getByRole('switch', { name: /Analytics/ });
  const marketing = banner(page).getByRole('switch', { name: /Marketing/ });
  await expect(analytics).not.toBeChecked();
  await expect(marketing).not.toBeChecked();
  await analytics.check();
  await banner(page).getByRole('button', { name: 'Save choices' }).click();
  await expect(banner(page)).toBeHidden();
  await expect(settings).toBeFocused();
  await expect.poll(() => analyticsRequests(requested)).toEqual([GA_SCRIPT]);
  expect(await dataLayerCalls(page)).toContainEqual([
    'consent',
    'update',
    {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
    },
  ]);
  await page.waitForLoadState('networkidle');
  expect(analyticsRequests(requested).some((url) => url.includes('facebook'))).toBe(false);
});

test('the banner does not block the lead flows: the wizard opens and works while it is shown', async ({
  page,
  context,
}) => {
  await stubExternalHosts(context);
  await page.goto('/services/automation');
  await expect(banner(page)).toBeVisible();
  await page
    .locator('section[aria-labelledby="closing-cta-title"]')
    .getByRole('button', { name: 'Get Started Now' })
    .click();
  const dialog = page.getByRole('dialog', { name: "Let's Build Something Great" });
  await dialog.getByRole('checkbox', { name: /Tech Consulting/ }).check();
  await dialog.getByRole('button', { name: 'Continue →' }).click();
  await expect(dialog.getByRole('heading', { name: 'Tell us about your company' })).toBeFocused();
});

// A laptop window: the desktop project sets it.
test(
  'on a 1280 × 720 laptop the banner covers no call to action of the first screen, nor the landing pages’ floating bar',
  { tag: '@desktop' },
  async ({ page, context }) => {
    await stubExternalHosts(context);
    await page.setViewportSize({ width: 1280, height: 720 });
    for (const path of [
      '/',
      '/lp/automation-solutions',
      '/lp/ai-development-services',
      '/services/business-automation',
    ]) {
      await page.goto(path);
      await expect(banner(page)).toBeVisible();
      const hero = page.getByRole('main').locator('section').first();
      // The floating bar counts where it shows: it is hidden while the hero's button is in view.
      const shownPill = page.locator('[data-floating-cta][data-shown="true"]');
      const targets = [
        ...(await hero.getByRole('button').all()),
        ...(await hero.getByRole('link').all()),
        ...(await shownPill.all()),
      ];
      for (const target of targets)
        expect(await underBanner(page, target), `${path}: ${await target.textContent()}`).toBe(
          false,
        );
      // Past the hero, the floating bar shows only where the banner leaves it room.
      if ((await page.locator('[data-floating-cta]').count()) === 0) continue;
      await scrollPastHeroCta(page);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      await expect(banner(page)).toBeVisible();
      for (const target of await shownPill.all())
        expect(await underBanner(page, target), `${path}, past the hero`).toBe(false);
    }
  },
);

/** Whether the banner lies on `target`, when the target is on the first screen. */
async function underBanner(page: Page, target: Locator): Promise<boolean> {
  const [box, bannerBox] = await Promise.all([target.boundingBox(), banner(page).boundingBox()]);
  if (!box || !bannerBox || box.y >= page.viewportSize()!.height) return false;
  return (
    box.x < bannerBox.x + bannerBox.width &&
    bannerBox.x < box.x + box.width &&
    box.y < bannerBox.y + bannerBox.height &&
    bannerBox.y < box.y + box.height
  );
}
