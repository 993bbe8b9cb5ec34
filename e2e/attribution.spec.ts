import { expect, request as playwrightRequest, test } from '@playwright/test';
import { waitForWebhook } from './support/webhook-receiver';
import { storedLeadsFor } from './support/lead-store';
import { openDialogByEvent, stubExternalHosts, uniqueEmail } from './support/lead-flows';

// Full journeys against the production build on a shared 2-core machine: allow extra time.
test.describe.configure({ timeout: 90_000 });

const ATTRIBUTION_COOKIE = 'oc_attribution';
const LANDING =
  '/lp/automation-solutions?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=e2e-gclid';

test('a UTM-tagged landing visit is kept first-touch for the visit and reaches a lead sent from /contact', async ({
  page,
  context,
}) => {
  await stubExternalHosts(context);
  await page.goto(LANDING);
  const cookie = (await context.cookies()).find(
    (candidate) => candidate.name === ATTRIBUTION_COOKIE,
  );
  expect(cookie).toBeDefined();
  expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', expires: -1 });
  expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual({
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'spring',
    gclid: 'e2e-gclid',
    landing_path: LANDING,
  });

  // A later tagged page does not replace the visit's first touch.
  await page.goto('/about?utm_source=newsletter');
  const after = (await context.cookies()).find(
    (candidate) => candidate.name === ATTRIBUTION_COOKIE,
  );
  expect(after?.value).toBe(cookie!.value);

  await page.goto('/contact');
  const email = uniqueEmail('attribution');
  await openDialogByEvent(page, 'lead-modal');
  const dialog = page.getByRole('dialog', { name: 'Get Your FREE Automation Strategy' });
  await dialog.getByLabel('Your Name').fill('Margaret Hamilton');
  await dialog.getByLabel('Business Email').fill(email);
  await dialog.getByLabel('Company Name').fill('Apollo Software');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('radio', { name: '1-50 employees' }).check();
  await dialog.getByRole('radio', { name: 'Other' }).check();
  await dialog.getByRole('radio', { name: 'Just exploring options' }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('radio', { name: 'Connect our tools and systems' }).check();
  await dialog.getByRole('checkbox', { name: 'Automated reporting' }).check();
  const popup = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Get My Free Strategy' }).click();
  await popup;

  const call = await waitForWebhook(
    (received) => (received.body as { email?: string }).email === email,
  );
  expect(call.body).toMatchObject({
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'spring',
    gclid: 'e2e-gclid',
    fbclid: '',
    landing_page: LANDING,
    page_context: 'automation',
  });

  const [lead] = storedLeadsFor(email);
  expect(lead?.source).toBe('lead-modal');
  expect(lead?.payload.attribution).toEqual({
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'spring',
    gclid: 'e2e-gclid',
    landing_path: LANDING,
  });
});

test('the middleware writes the cookie on page navigations only', async ({ baseURL }) => {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const pageResponse = await api.get('/about?utm_source=x');
    expect(pageResponse.headers()['set-cookie'] ?? '').toContain(`${ATTRIBUTION_COOKIE}=`);
    for (const skipped of ['/robots.txt', '/api/leads']) {
      const fresh = await playwrightRequest.newContext({ baseURL });
      const response = await fresh.get(`${skipped}?utm_source=x`);
      expect(response.headers()['set-cookie'] ?? '', skipped).not.toContain(
        `${ATTRIBUTION_COOKIE}=`,
      );
      await fresh.dispose();
    }
  } finally {
    await api.dispose();
  }
});
