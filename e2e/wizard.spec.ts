import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { postTo, recordRequests } from './support/requests';
import { waitForWebhook } from './support/webhook-receiver';
import { settledWebhookCount, storedLeadsFor } from './support/lead-store';
import {
  E2E_SCHEDULER_URL,
  E2E_WHATSAPP_DIGITS,
  ISO_TIME,
  stubExternalHosts,
  tabTo,
  uniqueEmail,
} from './support/lead-flows';

const PAGE = '/services/automation';

function getStartedButton(page: Page) {
  return page
    .locator('section[aria-labelledby="closing-cta-title"]')
    .getByRole('button', { name: 'Get Started Now' });
}

function wizard(page: Page) {
  return page.getByRole('dialog', { name: "Let's Build Something Great" });
}

// Full journeys against the production build on a shared 2-core machine: allow extra time.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context, page }) => {
  await stubExternalHosts(context);
  await page.goto(PAGE);
});

test('mouse journey: disabled states, back navigation, Schedule Meeting opens the booking page and stores the lead', async ({
  page,
}) => {
  const email = uniqueEmail('wizard-mouse');
  await getStartedButton(page).click();
  const dialog = wizard(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'What can we help you with?' })).toBeFocused();
  expect(
    await page.evaluate(() => document.documentElement.classList.contains('scroll-locked')),
  ).toBe(true);

  const next = dialog.getByRole('button', { name: 'Continue →' });
  // Step 1: at least one service.
  await expect(next).toBeDisabled();
  await dialog.getByRole('checkbox', { name: /AI Development/ }).check();
  await dialog.getByRole('checkbox', { name: /Cloud Solutions/ }).check();
  await expect(next).toBeEnabled();
  await next.click();

  // Step 2: both company size and timeline.
  await expect(dialog.getByRole('heading', { name: 'Tell us about your company' })).toBeFocused();
  await expect(next).toBeDisabled();
  await dialog.getByRole('radio', { name: /11-50/ }).check();
  await expect(next).toBeDisabled();
  await dialog.getByRole('radio', { name: /Soon/ }).check();
  await expect(next).toBeEnabled();

  // Back keeps the answers.
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByRole('checkbox', { name: /Cloud Solutions/ })).toBeChecked();
  await next.click();
  await expect(dialog.getByRole('radio', { name: /11-50/ })).toBeChecked();
  await next.click();

  // Step 3: a main goal.
  await expect(next).toBeDisabled();
  await dialog.getByRole('radio', { name: 'Scale Operations' }).check();
  await next.click();

  // Step 4: name, email and company all required before either action.
  const schedule = dialog.getByRole('button', { name: 'Schedule Meeting' });
  const whatsapp = dialog.getByRole('button', { name: 'WhatsApp Us' });
  await expect(schedule).toBeDisabled();
  await expect(whatsapp).toBeDisabled();
  await dialog.getByLabel('Your Name').fill('Ada King Lovelace');
  await dialog.getByLabel('Email').fill(email);
  await expect(schedule).toBeDisabled();
  await dialog.getByLabel('Company').fill('Analytical Engines');
  await expect(schedule).toBeEnabled();
  await expect(whatsapp).toBeEnabled();

  const popupPromise = page.waitForEvent('popup');
  await schedule.click();
  const popup = await popupPromise;
  // The tab opens inside the click and gets its page once the lead is saved.
  await expect.poll(() => popup.url()).toContain('calendly.com');
  const booking = new URL(popup.url());
  expect(booking.origin + booking.pathname).toBe(E2E_SCHEDULER_URL);
  expect(booking.searchParams.get('name')).toBe('Ada King Lovelace');
  expect(booking.searchParams.get('email')).toBe(email);

  const call = await waitForWebhook(
    (received) => (received.body as { email?: string }).email === email,
  );
  const userAgent = await page.evaluate(() => navigator.userAgent);
  expect(call.path).toBe('/webhook/lead');
  expect(call.body).toStrictEqual({
    first_name: 'Ada',
    last_name: 'King Lovelace',
    email,
    phone: '',
    company: 'Analytical Engines',
    company_size: 'small',
    industry: '',
    budget: '',
    timeline: '1month',
    primary_goal: 'scale',
    current_challenges: '[]',
    message: 'Scale Operations',
    consent: true,
    page_context: '',
    source: 'wizard',
    services: '["ai-development","cloud-solutions"]',
    utm_source: '',
    utm_medium: '',
    utm_campaign: '',
    submitted_at: expect.stringMatching(ISO_TIME),
    user_agent: userAgent,
    referrer: expect.stringContaining(PAGE),
    gclid: '',
    fbclid: '',
    landing_page: PAGE,
    // The page's language (an English page).
    locale: 'en',
    // No campaign experiment runs here (the e2e server has no CMS).
    experiment: '',
    variant: '',
  });
  // The wizard closes once the lead is stored.
  await expect(dialog).toBeHidden();
});

test('keyboard journey and WhatsApp Us: a wa.me link with the answers; the wizard stays for Schedule Meeting, one lead', async ({
  page,
}) => {
  const email = uniqueEmail('wizard-keys');
  const posts = recordRequests(page, postTo('/api/leads'));
  const trigger = getStartedButton(page);
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = wizard(page);
  await expect(dialog.getByRole('heading', { name: 'What can we help you with?' })).toBeFocused();

  const next = dialog.getByRole('button', { name: 'Continue →' });
  await tabTo(page, dialog.getByRole('checkbox', { name: /Mobile Apps/ }));
  await page.keyboard.press('Space');
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  await expect(dialog.getByRole('heading', { name: 'Tell us about your company' })).toBeFocused();
  await tabTo(page, dialog.getByRole('radio', { name: /1-10/ }));
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('radio', { name: /ASAP/ })).toBeFocused();
  await page.keyboard.press('Space');
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  await expect(dialog.getByRole('heading', { name: "What's your main goal?" })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown'); // Increase Efficiency → Scale Operations
  await page.keyboard.press('ArrowDown'); // → Digital Innovation
  await expect(dialog.getByRole('radio', { name: 'Digital Innovation' })).toBeChecked();
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  await expect(dialog.getByRole('heading', { name: 'How can we reach you?' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Alan Turing');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Bletchley & Co');

  const popupPromise = page.waitForEvent('popup');
  await tabTo(page, dialog.getByRole('button', { name: 'WhatsApp Us' }));
  await page.keyboard.press('Enter');
  const popup = await popupPromise;
  await expect.poll(() => popup.url()).toContain('wa.me');
  const chat = new URL(popup.url());
  expect(chat.origin + chat.pathname).toBe(`https://wa.me/${E2E_WHATSAPP_DIGITS}`);
  expect(chat.searchParams.get('text')).toBe(
    [
      "Hi Octaacer! I'd like to discuss a project.",
      '',
      'Name: Alan Turing',
      `Email: ${email}`,
      'Company: Bletchley & Co',
      'Services: Mobile Apps',
      'Company size: 1-10 employees',
      'Timeline: ASAP (Within 2 weeks)',
      'Main goal: Digital Innovation',
    ].join('\n'),
  );

  const call = await waitForWebhook(
    (received) => (received.body as { email?: string }).email === email,
  );
  expect(call.body).toMatchObject({
    source: 'wizard',
    services: '["mobile-apps"]',
    company_size: 'startup',
    timeline: 'asap',
    primary_goal: 'innovation',
  });
  // The wizard stays on its last step with the answers: booking a call too is one step away.
  await expect(dialog.getByRole('status')).toHaveText(
    'WhatsApp opened in a new tab. You can also schedule a meeting below.',
  );
  await expect(dialog.getByLabel('Your Name')).toHaveValue('Alan Turing');

  const bookingPromise = page.waitForEvent('popup');
  await tabTo(page, dialog.getByRole('button', { name: 'Schedule Meeting' }));
  await page.keyboard.press('Enter');
  const booking = await bookingPromise;
  await expect.poll(() => booking.url()).toContain(E2E_SCHEDULER_URL);
  expect(new URL(booking.url()).searchParams.get('email')).toBe(email);
  await expect(dialog).toBeHidden();
  // Focus goes back to the button that opened the wizard.
  await expect(trigger).toBeFocused();

  // One set of answers, one lead: one request, one stored lead, one webhook call.
  expect(posts).toHaveLength(1);
  expect(storedLeadsFor(email)).toHaveLength(1);
  expect(await settledWebhookCount(email, '/webhook/lead')).toBe(1);
});

test('closes with Escape, the close button and a backdrop click; reopening starts clean; passes axe', async ({
  page,
}) => {
  const trigger = getStartedButton(page);
  await trigger.click();
  const dialog = wizard(page);
  await dialog.getByRole('checkbox', { name: /Web Development/ }).check();
  await dialog.getByRole('button', { name: 'Continue →' }).click();

  expect(await axeViolations(page, { include: ['dialog[open]'] })).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  expect(
    await page.evaluate(() => document.documentElement.classList.contains('scroll-locked')),
  ).toBe(false);

  await trigger.click();
  await expect(dialog.getByRole('heading', { name: 'What can we help you with?' })).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: /Web Development/ })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await trigger.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5); // the backdrop, outside the panel
  await expect(dialog).toBeHidden();
});

test('a failing save shows a retry; a double click on it stores one lead and opens the booking page', async ({
  page,
}) => {
  const email = uniqueEmail('wizard-retry');
  const posts = recordRequests(
    page,
    postTo('/api/leads'),
    (request) => request.headers()['idempotency-key'] ?? '',
  );
  let failNext = true;
  await page.route('**/api/leads', async (route) => {
    if (failNext) {
      failNext = false;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"error":"down"}',
      });
      return;
    }
    await route.continue();
  });

  await getStartedButton(page).click();
  const dialog = wizard(page);
  const next = dialog.getByRole('button', { name: 'Continue →' });
  await dialog.getByRole('checkbox', { name: /Mobile Apps/ }).check();
  await next.click();
  await dialog.getByRole('radio', { name: /1-10/ }).check();
  await dialog.getByRole('radio', { name: /ASAP/ }).check();
  await next.click();
  await dialog.getByRole('radio', { name: 'Digital Innovation' }).check();
  await next.click();
  await dialog.getByLabel('Your Name').fill('Ada Lovelace');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Company').fill('Engines');

  const blankPopup = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Schedule Meeting' }).click();
  const blank = await blankPopup;
  await expect(dialog.getByRole('alert')).toContainText(
    "We couldn't save your details. Please try again.",
  );
  await expect.poll(() => blank.isClosed()).toBe(true);

  const bookingPopup = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Try again' }).dblclick();
  const booking = await bookingPopup;
  await expect.poll(() => booking.url()).toContain(E2E_SCHEDULER_URL);
  await expect(dialog).toBeHidden();
  await waitForWebhook((received) => (received.body as { email?: string }).email === email);
  // The failed attempt and one retry: the double click sent a single request, same answers, same key.
  expect(posts).toHaveLength(2);
  expect(posts[1]).toBe(posts[0]);
});
