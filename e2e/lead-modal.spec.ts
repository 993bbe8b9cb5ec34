import { expect, test, type Page } from '@playwright/test';
import { DIALOG_BOOT, type DialogBootState } from '../lib/dialogs';
import { axeViolations } from './support/axe';
import { waitForHydration } from './support/hydration';
import { waitForWebhook } from './support/webhook-receiver';
import {
  E2E_SCHEDULER_URL,
  ISO_TIME,
  stubExternalHosts,
  tabTo,
  uniqueEmail,
} from './support/lead-flows';

const LANDING = '/lp/automation-solutions?utm_source=google&utm_medium=cpc&utm_campaign=spring';

function leadModal(page: Page, title = 'Get Your FREE Automation Strategy') {
  return page.getByRole('dialog', { name: title });
}

async function openFromHero(page: Page) {
  await page
    .getByRole('button', { name: /Get FREE Automation Audit/ })
    .first()
    .click();
  await expect(leadModal(page)).toBeVisible();
}

async function fillToStepThree(page: Page, email: string) {
  const dialog = leadModal(page);
  await dialog.getByLabel('Your Name').fill('Grace Brewster Hopper');
  await dialog.getByLabel('Business Email').fill(email);
  await dialog.getByLabel('Company Name').fill('COBOL Inc');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('radio', { name: '51-200 employees' }).check();
  await dialog.getByRole('radio', { name: 'Finance' }).check();
  await dialog.getByRole('radio', { name: 'ASAP (Within 2 weeks)' }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('radio', { name: 'Reduce operational costs' }).check();
  await dialog.getByRole('checkbox', { name: 'Manual invoice processing' }).check();
}

// Full journeys against the production build on a shared 2-core machine: allow extra time.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context }) => {
  await stubExternalHosts(context);
});

test('mouse journey from a UTM-tagged landing page: exact webhook payload and the booking tab', async ({
  page,
}) => {
  const email = uniqueEmail('modal-mouse');
  await page.goto(LANDING);
  await openFromHero(page);
  const dialog = leadModal(page);
  await expect(dialog.getByRole('heading', { name: 'Tell us about you' })).toBeFocused();

  // Step 1: name, business email and company; phone optional.
  const next = dialog.getByRole('button', { name: 'Continue' });
  await expect(next).toBeDisabled();
  await expect(dialog.getByLabel('Business Email')).toHaveAttribute('type', 'email');
  await dialog.getByLabel('Your Name').fill('Grace Brewster Hopper');
  await dialog.getByLabel('Business Email').fill(email);
  await expect(next).toBeDisabled();
  await dialog.getByLabel('Company Name').fill('COBOL Inc');
  await expect(next).toBeEnabled();
  await dialog.getByLabel('Phone').fill('+1 555 010 2000');
  await next.click();

  // Step 2: size, industry and timeline; budget optional.
  await expect(dialog.getByRole('heading', { name: 'About your company' })).toBeFocused();
  await expect(next).toBeDisabled();
  await dialog.getByRole('radio', { name: '201+ employees' }).check();
  await dialog.getByRole('radio', { name: 'Healthcare' }).check();
  await expect(next).toBeDisabled();
  await dialog.getByRole('radio', { name: '3-6 months' }).check();
  await expect(next).toBeEnabled();
  await dialog.getByRole('radio', { name: '$25K - $50K' }).check();
  await next.click();

  // Step 3: goal plus at least one use case or challenge; the options are Healthcare's for automation.
  const submit = dialog.getByRole('button', { name: 'Get My Free Strategy' });
  await expect(submit).toBeDisabled();
  await dialog.getByRole('radio', { name: 'Save time on repetitive manual work' }).check();
  await expect(submit).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Manual patient intake and paperwork' }).check();
  await dialog.getByRole('checkbox', { name: 'Automated appointment reminders' }).check();

  // The back arrow returns to step 2 with its answers, and forward again.
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByRole('radio', { name: 'Healthcare' })).toBeChecked();
  await next.click();
  await expect(
    dialog.getByRole('checkbox', { name: 'Automated appointment reminders' }),
  ).toBeChecked();

  const popupPromise = page.waitForEvent('popup');
  await submit.click();
  const popup = await popupPromise;
  await expect.poll(() => popup.url()).toContain('calendly.com');
  const booking = new URL(popup.url());
  expect(booking.origin + booking.pathname).toBe(E2E_SCHEDULER_URL);
  expect(booking.searchParams.get('name')).toBe('Grace Brewster Hopper');
  expect(booking.searchParams.get('email')).toBe(email);
  expect(booking.searchParams.get('utm_source')).toBe('google');
  expect(booking.searchParams.get('utm_medium')).toBe('cpc');
  expect(booking.searchParams.get('utm_campaign')).toBe('spring');
  const notes = booking.searchParams.get('a1') ?? '';
  for (const line of [
    'Name: Grace Brewster Hopper',
    `Email: ${email}`,
    'Phone: +1 555 010 2000',
    'Company: COBOL Inc',
    'Company size: 201+ employees',
    'Industry: Healthcare',
    'Timeline: 3-6 months',
    'Budget: $25K - $50K',
    'Primary goal: Save time on repetitive manual work',
    '- Manual patient intake and paperwork',
    '- Automated appointment reminders',
    'Source page: automation',
  ]) {
    expect(notes).toContain(line);
  }
  expect(notes).toMatch(/Submitted: \d{4}-\d{2}-\d{2}T/);

  const call = await waitForWebhook(
    (received) => (received.body as { email?: string }).email === email,
  );
  const userAgent = await page.evaluate(() => navigator.userAgent);
  expect(call.path).toBe('/webhook/lead');
  expect(call.body).toStrictEqual({
    first_name: 'Grace',
    last_name: 'Brewster Hopper',
    email,
    phone: '+1 555 010 2000',
    company: 'COBOL Inc',
    company_size: '201+',
    industry: 'healthcare',
    budget: '25k-50k',
    timeline: '3-6-months',
    primary_goal: 'Save time on repetitive manual work',
    current_challenges: '["Manual patient intake and paperwork","Automated appointment reminders"]',
    message: 'Save time on repetitive manual work',
    consent: true,
    page_context: 'automation',
    source: 'contact_form',
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'spring',
    submitted_at: expect.stringMatching(ISO_TIME),
    user_agent: userAgent,
    referrer: expect.stringContaining('/lp/automation-solutions'),
    gclid: '',
    fbclid: '',
    landing_page: LANDING,
    // The page's language (an English page).
    locale: 'en',
    // No campaign experiment runs here (the e2e server has no CMS).
    experiment: '',
    variant: '',
  });
  await expect(dialog).toBeHidden();
});

test('keyboard journey on the AI development page: page context and its own options', async ({
  page,
}) => {
  const email = uniqueEmail('modal-keys');
  await page.goto('/lp/ai-development-services');
  const trigger = page.getByRole('button', { name: 'Start Your AI Development Journey' }).first();
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = leadModal(page, 'Get Your FREE AI Development Strategy');
  await expect(dialog.getByRole('heading', { name: 'Tell us about you' })).toBeFocused();

  await page.keyboard.press('Tab');
  await page.keyboard.type('Cher');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Believe Ltd');
  await page.keyboard.press('Enter'); // implicit submit = Continue

  await expect(dialog.getByRole('heading', { name: 'About your company' })).toBeFocused();
  await page.keyboard.press('Tab'); // company size group
  await page.keyboard.press('Space'); // 1-50 employees
  await page.keyboard.press('Tab'); // industry group
  for (let press = 0; press < 4; press += 1) await page.keyboard.press('ArrowDown'); // → Tech
  await expect(dialog.getByRole('radio', { name: 'Tech' })).toBeChecked();
  await page.keyboard.press('Tab'); // timeline group
  await page.keyboard.press('Space'); // ASAP
  await tabTo(page, dialog.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  await expect(dialog.getByRole('heading', { name: 'Your goals' })).toBeFocused();
  await expect(
    dialog.getByRole('checkbox', { name: 'LLM features inside our SaaS' }),
  ).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Lead enrichment and CRM sync' })).toHaveCount(
    0,
  );
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space'); // Launch a new AI-powered product
  await tabTo(page, dialog.getByRole('checkbox', { name: 'LLM features inside our SaaS' }));
  await page.keyboard.press('Space');

  const popupPromise = page.waitForEvent('popup');
  await tabTo(page, dialog.getByRole('button', { name: 'Get My Free Strategy' }));
  await page.keyboard.press('Enter');
  const popup = await popupPromise;
  await expect.poll(() => popup.url()).toContain('calendly.com');
  const booking = new URL(popup.url());
  // Defaults without campaign parameters.
  expect(booking.searchParams.get('utm_source')).toBe('contact_form');
  expect(booking.searchParams.get('utm_medium')).toBe('modal_form');
  expect(booking.searchParams.get('utm_campaign')).toBe('ai-development');

  const call = await waitForWebhook(
    (received) => (received.body as { email?: string }).email === email,
  );
  expect(call.body).toMatchObject({
    first_name: 'Cher',
    last_name: '',
    company_size: '1-50',
    industry: 'tech',
    timeline: 'asap',
    budget: '',
    phone: '',
    primary_goal: 'Launch a new AI-powered product',
    current_challenges: '["LLM features inside our SaaS"]',
    page_context: 'ai-development',
    utm_source: '',
  });
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('a failed submission keeps every answer, logs the error, and a retry succeeds', async ({
  page,
}) => {
  const email = uniqueEmail('modal-fail');
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/lp/automation-solutions');
  await page.route('**/api/leads', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
  );
  await openFromHero(page);
  await fillToStepThree(page, email);
  const dialog = leadModal(page);

  const popupPromise = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Get My Free Strategy' }).click();
  const blankTab = await popupPromise;
  await expect(dialog.getByRole('alert')).toContainText(
    "We couldn't send your answers. Please try again.",
  );
  await expect.poll(() => blankTab.isClosed()).toBe(true);
  expect(errors.some((text) => text.startsWith('Error submitting lead:'))).toBe(true);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Reduce operational costs' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Manual invoice processing' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByRole('radio', { name: 'Finance' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByLabel('Business Email')).toHaveValue(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await page.unroute('**/api/leads');
  const retryPopup = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect.poll(async () => (await retryPopup).url()).toContain('calendly.com');
  const call = await waitForWebhook(
    (received) => (received.body as { email?: string }).email === email,
  );
  expect(call.body).toMatchObject({
    industry: 'finance',
    primary_goal: 'Reduce operational costs',
  });
  await expect(dialog).toBeHidden();
});

test('shows Creating Your Strategy... while submitting, and the open modal passes axe', async ({
  page,
}) => {
  const email = uniqueEmail('modal-busy');
  await page.goto('/lp/automation-solutions');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/leads', async (route) => {
    await held;
    await route.continue();
  });
  await openFromHero(page);
  expect(await axeViolations(page, { include: ['dialog[open]'] })).toEqual([]);
  await fillToStepThree(page, email);
  const dialog = leadModal(page);
  const popupPromise = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Get My Free Strategy' }).click();
  await popupPromise;
  const busy = dialog.getByRole('button', { name: 'Creating Your Strategy...' });
  await expect(busy).toBeDisabled();
  expect(await axeViolations(page, { include: ['dialog[open]'] })).toEqual([]);
  release();
  await expect(dialog).toBeHidden();
  await waitForWebhook((received) => (received.body as { email?: string }).email === email);
});

test('on a cold page a tap shows the dialog frame at once (by the next frame), and the dialog once its code arrives', async ({
  page,
}) => {
  // Hold the lead modal's code back, as a slow phone would still be fetching it.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('Creating Your Strategy...')) await released;
    await route.fulfill({ response, body });
  });
  await page.goto('/lp/automation-solutions');
  const trigger = page.getByRole('button', { name: /Get FREE Automation Audit/ }).first();
  await waitForHydration(page);

  // Counted in frames, not milliseconds: the frame must not wait for the held-back code or the
  // network, and a wall-clock budget measured the machine's load instead (a budget belongs in
  // npm run bench). Open within the frame after the tap is "at once" whatever the load.
  const framesUntilOpen = await trigger.evaluate(async (button) => {
    (button as HTMLButtonElement).click();
    let frames = 0;
    while (!document.querySelector('dialog[open]') && frames < 30) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      frames += 1;
    }
    return frames;
  });
  expect(framesUntilOpen).toBeLessThanOrEqual(1);
  const frame = page.getByRole('dialog', { name: 'Opening…' });
  await expect(frame.getByRole('status')).toHaveAttribute('aria-busy', 'true');

  release();
  await expect(leadModal(page)).toBeVisible();
  await expect(frame).toHaveCount(0);
  // The page goes on fetching chunks (idle prefetches): let the held-back handler finish them
  // before the test ends, or its fetch fails outside any test.
  await page.unrouteAll({ behavior: 'wait' });
});

test('a tap before React has hydrated shows the frame in the same task and hands over to one real dialog', async ({
  page,
}) => {
  // Hold back every script of the page: the HTML is there, React is not (a slow phone's first seconds).
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith('/_next/static/chunks/') && url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await page.goto('/lp/automation-solutions', { waitUntil: 'domcontentloaded' });
  const trigger = page.getByRole('button', { name: /Get FREE Automation Audit/ }).first();
  await expect(trigger).toBeVisible();

  const tap = await trigger.evaluate((button, stateKey) => {
    // The page's hydration signal (e2e/support/hydration.ts), read just before the tap.
    const hydrated =
      (window as unknown as Record<string, DialogBootState | undefined>)[stateKey]?.ready === true;
    (button as HTMLButtonElement).click();
    // Read in the tap's own task: no frame, no script download between the tap and the frame. (A
    // wall-clock budget here measured the machine's load: 120-278 ms on a busy 2-core runner.)
    return { hydrated, openInTheTapsTask: document.querySelector('dialog[open]') !== null };
  }, DIALOG_BOOT.stateKey);
  expect(tap.hydrated).toBe(false);
  expect(tap.openInTheTapsTask).toBe(true);
  const frame = page.getByRole('dialog', { name: 'Opening…' });
  await expect(frame.getByRole('status')).toHaveAttribute('aria-busy', 'true');

  release();
  const dialog = leadModal(page);
  // Every script of the page arrives at once now and React hydrates the whole page first: wait
  // for the host's takeover of the held tap (the boot state turns ready), then for the dialog.
  await waitForHydration(page);
  await expect(dialog).toBeVisible();
  // One dialog: the static frame has handed over and no second opening happened.
  await expect(page.locator('dialog[open]')).toHaveCount(1);
  await expect(page.locator('[data-dialog-boot][open]')).toHaveCount(0);
  await expect(dialog.getByRole('heading', { name: 'Tell us about you' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Focus goes back to the button that was tapped before hydration.
  await expect(trigger).toBeFocused();
});

test('a text selection dragged from an input onto the backdrop keeps the dialog and its answers', async ({
  page,
}) => {
  await page.goto('/lp/automation-solutions');
  await openFromHero(page);
  const dialog = leadModal(page);
  const name = dialog.getByLabel('Your Name');
  await name.fill('Grace Brewster Hopper');
  const box = (await name.boundingBox())!;
  await page.mouse.move(box.x + box.width - 4, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(3, 3, { steps: 8 });
  await page.mouse.up();
  await expect(dialog).toBeVisible();
  await expect(name).toHaveValue('Grace Brewster Hopper');

  // A press that starts and ends on the backdrop still closes it.
  await page.mouse.click(3, 3);
  await expect(dialog).toBeHidden();
});

test('lead modal: messages show after a field is left or Continue is pressed', async ({ page }) => {
  await page.goto('/lp/automation-solutions');
  await openFromHero(page);
  const dialog = leadModal(page);
  await dialog.getByLabel('Business Email').fill('grace@');
  await dialog.getByLabel('Company Name').focus();
  await expect(dialog.getByText('Enter a valid email address')).toBeVisible();
  // Continue is marked aria-disabled, yet pressing it says what is missing.
  const next = dialog.getByRole('button', { name: 'Continue' });
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Your name is required')).toBeVisible();
  await expect(dialog.getByText('Company name is required')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Tell us about you' })).toBeVisible();
});

test('a booking link that is not a URL still ends in the booking tab, with the lead stored and no error', async ({
  page,
}) => {
  // The page as served with a broken scheduling link (as a bad CMS value would reach it).
  await page.route(
    (url) => url.pathname === '/lp/automation-solutions',
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replaceAll(E2E_SCHEDULER_URL, 'calendly.com/not-a-url');
      await route.fulfill({ response, body });
    },
  );
  const email = uniqueEmail('modal-bad-link');
  await page.goto('/lp/automation-solutions');
  await openFromHero(page);
  await fillToStepThree(page, email);
  const dialog = leadModal(page);
  const popupPromise = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Get My Free Strategy' }).click();
  const popup = await popupPromise;
  await expect.poll(() => popup.url()).toContain('https://calendly.com/octaacer/free-consultation');
  expect(new URL(popup.url()).searchParams.get('email')).toBe(email);
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('alert').filter({ hasText: "We couldn't send your answers" }),
  ).toHaveCount(0);
  await waitForWebhook((received) => (received.body as { email?: string }).email === email);
});
