import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { postTo, recordRequests } from './support/requests';
import { waitForWebhook } from './support/webhook-receiver';
import { settledWebhookCount, storedLeadsFor } from './support/lead-store';

/** A unique address per test so each one finds its own webhook call. */
function uniqueEmail(label: string): string {
  return `contact-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Makes country detection deterministic: the edge (Cloudflare's header) reports this country. */
async function edgeReports(page: Page, country: string) {
  await page.setExtraHTTPHeaders({ 'cf-ipcountry': country });
}

function contactForm(page: Page): Locator {
  return page.locator('#contact form');
}

async function openContactPage(page: Page, detectedCountry = 'GB') {
  await edgeReports(page, detectedCountry);
  await page.goto('/contact');
  const form = contactForm(page);
  // On /contact the live form loads on the visitor's first intent (here a pointer over it), then
  // replaces the served one: its country search appears.
  await form.hover();
  await expect(form.getByLabel('Search countries')).toBeVisible();
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByLabel('Country', { exact: true })).toHaveValue(
    detectedCountry.toLowerCase(),
  );
  return form;
}

async function fillValid(form: Locator, email: string) {
  await form.getByLabel('First name').fill('Amina');
  await form.getByLabel('Last name').fill('Khan');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone number').fill('07911 123456');
  await form.getByLabel(/Company name/).fill('Acme Trading');
  await form.getByLabel('Your role').selectOption({ label: 'CTO / IT Director' });
  await form.getByLabel('How did you hear about us?').selectOption({ label: 'LinkedIn' });
  await form.getByLabel(/Message/).fill('We would like an automation audit.');
  await form.getByLabel(/I agree to be contacted by Octaacer/).check();
}

test.describe('contact form on /contact', () => {
  test('shows each validation message for its bad input', async ({ page }) => {
    const form = await openContactPage(page);

    await form.getByLabel('First name').fill('A');
    await expect(form.getByText('First name is required')).toBeVisible();
    await form.getByLabel('Last name').fill('K');
    await expect(form.getByText('Last name is required')).toBeVisible();
    await form.getByLabel('Email').fill('amina@example');
    await expect(form.getByText('Invalid email address')).toBeVisible();
    await form.getByLabel('Email').fill('');
    await expect(form.getByText('Email is required')).toBeVisible();

    // A UK landline is not a mobile number.
    await form.getByLabel('Phone number').fill('020 7946 0958');
    await expect(form.getByText('Please enter a valid phone number')).toBeVisible();
    await expect(form.getByLabel('Phone number')).toHaveAttribute('aria-invalid', 'true');
    // A UK 7… mobile with 9 core digits is refused too.
    await form.getByLabel('Phone number').fill('07911 12345');
    await expect(form.getByText('Please enter a valid phone number')).toBeVisible();
    await form.getByLabel('Phone number').fill('');
    await expect(form.getByText('Phone number is required')).toBeVisible();

    // Letters pasted into the phone field are dropped.
    await form.getByLabel('Phone number').fill('tel: +44 7911-123456 (mobile)');
    await expect(form.getByLabel('Phone number')).toHaveValue(' +44 7911-123456 ');
    await expect(form.getByText('Please enter a valid phone number')).toHaveCount(0);

    // maxlength stops typing at the limit.
    await form.getByLabel('First name').fill('');
    await form.getByLabel('First name').pressSequentially('x'.repeat(55));
    await expect(form.getByLabel('First name')).toHaveValue('x'.repeat(50));

    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Please fix the errors before submitting')).toBeVisible();
    await expect(form.getByText('Last name is required')).toBeVisible();
    await expect(form.getByText('Please select your role')).toBeVisible();
    await expect(form.getByText('Please select how you heard about us')).toBeVisible();
    await expect(form.getByText('Please accept the privacy policy')).toBeVisible();
    // The first invalid field gets focus so keyboard users land on it.
    await expect(form.getByLabel('Last name')).toBeFocused();
  });

  test('detects the country from the edge country header and searches the country list', async ({
    page,
  }) => {
    const form = await openContactPage(page, 'PK');
    await form.getByLabel('Search countries').fill('united arab');
    await expect(form.getByLabel('Country', { exact: true }).locator('option')).toHaveText([
      'Pakistan (+92)',
      'United Arab Emirates (+971)',
    ]);
    await form.getByLabel('Country', { exact: true }).selectOption('ae');
    await form.getByLabel('Phone number').fill('050 123 4567');
    await expect(form.getByLabel('Phone number')).toHaveAttribute('aria-invalid', 'false');
  });

  test('a valid submission reaches the webhook receiver with the exact body, then thanks and resets', async ({
    page,
  }) => {
    const form = await openContactPage(page);
    const email = uniqueEmail('valid');
    await fillValid(form, email);
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(form.getByRole('status')).toHaveText("Thank you! We'll get back to you soon.");
    await expect(form.getByLabel('First name')).toHaveValue('');
    await expect(form.getByLabel('Phone number')).toHaveValue('');
    await expect(form.getByLabel(/I agree to be contacted/)).not.toBeChecked();

    const call = await waitForWebhook(
      (received) =>
        received.path === '/webhook/contact-form' &&
        (received.body as { email?: string } | null)?.email === email,
    );
    expect(call.body).toStrictEqual({
      firstName: 'Amina',
      lastName: 'Khan',
      email,
      phoneNumber: '+447911123456',
      companyName: 'Acme Trading',
      role: 'cto-it-director',
      heardFrom: 'linkedin_social',
      message: 'We would like an automation audit.',
      consent: true,
      submittedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      // The page's language, then the attribution after the spec's fields: a direct visit has
      // none but its landing page.
      locale: 'en',
      // No open position: a message from /contact, not an application.
      position: '',
      utm_source: '',
      utm_medium: '',
      utm_campaign: '',
      utm_term: '',
      utm_content: '',
      gclid: '',
      fbclid: '',
      landing_page: '/contact',
      referrer: expect.any(String),
      // No campaign experiment runs here (the e2e server has no CMS).
      experiment: '',
      variant: '',
    });
  });

  test('shows the failure message when our endpoint fails, and keeps what was typed', async ({
    page,
  }) => {
    const form = await openContactPage(page);
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"server"}' }),
    );
    await fillValid(form, uniqueEmail('failure'));
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('alert')).toHaveText('Something went wrong. Please try again.');
    await expect(form.getByLabel('First name')).toHaveValue('Amina');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('can be completed with the keyboard alone', async ({ page }) => {
    const form = await openContactPage(page, 'US');
    const email = uniqueEmail('keyboard');
    await form.getByLabel('First name').focus();
    await page.keyboard.type('Keyboard');
    await page.keyboard.press('Tab');
    await page.keyboard.type('User');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    // The country select, then the search box under it that narrows the select's list.
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Country', { exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Search countries')).toBeFocused();
    await page.keyboard.type('United Kingdom');
    await expect(form.getByLabel('Country', { exact: true }).locator('option')).toHaveCount(2);
    await page.keyboard.press('Shift+Tab');
    await expect(form.getByLabel('Country', { exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(form.getByLabel('Country', { exact: true })).toHaveValue('gb');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Search countries')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Phone number')).toBeFocused();
    await page.keyboard.type('07912 345678');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Keys Ltd');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Your role')).toBeFocused();
    await page.keyboard.type('Business');
    await expect(form.getByLabel('Your role')).toHaveValue('business-owner');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Google');
    await expect(form.getByLabel('How did you hear about us?')).toHaveValue('google_search');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Typed without a mouse.');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel(/I agree to be contacted/)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(form.getByLabel(/I agree to be contacted/)).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('link', { name: 'Privacy Policy' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(form.getByRole('status')).toHaveText("Thank you! We'll get back to you soon.");
    const call = await waitForWebhook(
      (received) =>
        received.path === '/webhook/contact-form' &&
        (received.body as { email?: string } | null)?.email === email,
    );
    expect(call.body).toMatchObject({
      phoneNumber: '+447912345678',
      role: 'business-owner',
      heardFrom: 'google_search',
    });
  });

  test('has no axe violations with errors shown', async ({ page }) => {
    const form = await openContactPage(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Please fix the errors before submitting')).toBeVisible();
    expect(await axeViolations(page, { include: ['#contact form'] })).toEqual([]);
  });
});

/** Holds back the live contact form's script (the chunk with its schema) until `release()`. */
async function holdContactFormScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('Please accept the privacy policy')) await released;
    await route.fulfill({ response, body });
  });
  return release;
}

/** Fills the served form (before its live version) with a valid UK lead. */
async function fillServedForm(form: Locator, email: string) {
  await form.getByLabel('First name').fill('Amina');
  await form.getByLabel('Last name').fill('Khan');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Country', { exact: true }).selectOption('gb');
  await form.getByLabel('Phone number').fill('07911 123456');
  await form.getByLabel('Your role').selectOption({ label: 'Business Owner' });
  await form.getByLabel('How did you hear about us?').selectOption({ label: 'Google Search' });
  await form.getByLabel(/I agree to be contacted by Octaacer/).check();
}

test.describe('contact form before its script, and without JavaScript', () => {
  test('the live form loads on intent where it is on the first screen, and when scrolled near where it is below', async ({
    page,
  }) => {
    // /contact: the served form stays until the visitor shows intent (nothing loads it on idle).
    await page.goto('/contact', { waitUntil: 'networkidle' });
    const form = contactForm(page);
    await expect(form.getByLabel('Search countries')).toHaveCount(0);
    // The hint as rendered (innerText), its words spaced as written.
    expect(
      await form.locator('[id$="phoneHint"]').evaluate((hint) => (hint as HTMLElement).innerText),
    ).toBe('Not listed? Add the country code: +44 7911 123456');
    await form.getByLabel('First name').focus();
    await expect(form.getByLabel('Search countries')).toBeVisible();
    await expect(form.getByLabel('First name')).toBeFocused();

    // A service page: the form closes the page, far below the first screen; it loads once
    // scrolled near (home's copy of the section is desktop-only).
    await page.goto('/services/business-automation', { waitUntil: 'networkidle' });
    const closingForm = contactForm(page);
    await expect(closingForm.getByLabel('Search countries')).toHaveCount(0);
    await closingForm.scrollIntoViewIfNeeded();
    await expect(closingForm.getByLabel('Search countries')).toBeVisible();
  });

  test('the upgrade moves nothing: the fields below the phone row keep their place, the country label heads its group', async ({
    page,
    isMobile,
  }) => {
    // The project's width, and on phones the narrow ones where a longer hint line wrapped.
    const narrowPhones = isMobile ? [375, 320] : [];
    for (const width of [page.viewportSize()!.width, ...narrowPhones]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/contact', { waitUntil: 'networkidle' });
      const form = contactForm(page);
      const company = form.getByLabel(/Company name/);
      // In the document's coordinates: focusing may scroll the page.
      const documentTop = (locator: Locator) =>
        locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
      const servedTop = await documentTop(company);
      await form.getByLabel('First name').focus();
      const search = form.getByLabel('Search countries');
      await expect(search).toBeVisible();
      // The served form's hint line and the live form's search box take the same height.
      expect(await documentTop(company), `at ${width} px`).toBe(servedTop);
      // "Country" is above both controls it governs, set like every other field label.
      const label = form.locator('label', { hasText: /^Country$/ });
      expect(await documentTop(label)).toBeLessThan(await documentTop(search));
      const phoneLabel = form.locator('label', { hasText: /^Phone number$/ });
      const fontSize = (locator: Locator) =>
        locator.evaluate((element) => getComputedStyle(element).fontSize);
      expect(await fontSize(label)).toBe(await fontSize(phoneLabel));
    }
  });

  test('typing before the script loads keeps the text and the focus through the upgrade', async ({
    page,
  }) => {
    const release = await holdContactFormScript(page);
    await page.goto('/contact');
    const form = contactForm(page);
    // The served form: real action, method, names and limits, before any script ran.
    await expect(form).toHaveAttribute('action', '/api/contact');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form.getByLabel('Search countries')).toHaveCount(0);

    await form.getByLabel('First name').click();
    await page.keyboard.type('Amina');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Kh');
    await expect(form.getByLabel('Search countries')).toHaveCount(0);

    release();
    await expect(form.getByLabel('Search countries')).toBeVisible();
    await expect(form.getByLabel('First name')).toHaveValue('Amina');
    await expect(form.getByLabel('Last name')).toHaveValue('Kh');
    await expect(form.getByLabel('Last name')).toBeFocused();
    await page.keyboard.type('an');
    await expect(form.getByLabel('Last name')).toHaveValue('Khan');
  });

  test('an empty submit before the live form has loaded shows the seven messages of the form, not the browser bubbles', async ({
    page,
  }) => {
    // Whether the browser showed its own bubble for each invalid control: it does unless the
    // control's `invalid` event is cancelled (read once the event has gone through the page).
    await page.addInitScript(() => {
      const shown: boolean[] = [];
      (window as unknown as { __bubbles: boolean[] }).__bubbles = shown;
      window.addEventListener(
        'invalid',
        (event) => setTimeout(() => shown.push(!event.defaultPrevented)),
        true,
      );
    });
    const release = await holdContactFormScript(page);
    await page.goto('/contact');
    const form = contactForm(page);
    await form.getByRole('button', { name: 'Send Message' }).click();

    // Still the served form: the tap is held, no bubble for any of the seven required controls.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __bubbles: boolean[] }).__bubbles))
      .toEqual(Array(7).fill(false));
    await expect(form.getByLabel('Search countries')).toHaveCount(0);
    await expect(page).toHaveURL(/\/contact$/);

    release();
    await expect(form.getByLabel('Search countries')).toBeVisible();
    await expect(form.getByRole('alert')).toHaveText('Please fix the errors before submitting');
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone number is required',
      'Please select your role',
      'Please select how you heard about us',
      'Please accept the privacy policy',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(form.getByLabel('First name')).toBeFocused();
  });

  test('a valid submit (Enter in a field) before the live form has loaded is sent once when it loads', async ({
    page,
  }) => {
    const posts = recordRequests(
      page,
      postTo('/api/contact'),
      (request) => request.headers()['content-type'],
    );
    const release = await holdContactFormScript(page);
    await edgeReports(page, 'GB');
    await page.goto('/contact');
    const form = contactForm(page);
    const email = uniqueEmail('held-submit');
    await fillServedForm(form, email);
    await form.getByLabel('Last name').press('Enter');
    await expect(form.getByLabel('Search countries')).toHaveCount(0);
    await expect(page).toHaveURL(/\/contact$/);
    expect(posts).toEqual([]);

    release();
    await expect(form.getByRole('status')).toHaveText("Thank you! We'll get back to you soon.");
    await expect(form.getByLabel('First name')).toHaveValue('');
    // Sent by the live form (JSON), once; stored once and delivered once.
    expect(posts).toEqual(['application/json']);
    expect(storedLeadsFor(email)).toHaveLength(1);
    expect(await settledWebhookCount(email, '/webhook/contact-form')).toBe(1);
    const call = await waitForWebhook(
      (received) =>
        received.path === '/webhook/contact-form' &&
        (received.body as { email?: string } | null)?.email === email,
    );
    expect(call.body).toMatchObject({
      firstName: 'Amina',
      lastName: 'Khan',
      phoneNumber: '+447911123456',
      role: 'business-owner',
      heardFrom: 'google_search',
      consent: true,
    });
  });

  test('the live form fails to download: a submit it held is posted as without JavaScript and delivered once', async ({
    page,
  }) => {
    await page.route('**/_next/static/chunks/**', async (route) => {
      // The native post leaves the page: a chunk still loading then (an idle prefetch) goes with
      // it, and its response is disposed mid-read. Nothing is left to answer.
      const read = await route
        .fetch()
        .then(async (response) => ({ response, body: await response.text() }))
        .catch((error: Error) => {
          if (/disposed|closed|destroyed/i.test(error.message)) return undefined;
          throw error;
        });
      if (!read) return;
      if (read.body.includes('Please accept the privacy policy')) await route.abort('failed');
      else await route.fulfill(read);
    });
    await page.goto('/contact');
    const form = contactForm(page);
    const email = uniqueEmail('held-failed');
    await fillServedForm(form, email);
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(page).toHaveURL(/\/contact#contact-sent$/);
    await expect(page.getByText("Thank you! We'll get back to you soon.")).toBeVisible();
    expect(storedLeadsFor(email)).toHaveLength(1);
    expect(await settledWebhookCount(email, '/webhook/contact-form')).toBe(1);
    // The thank-you page goes on fetching chunks (its own, idle prefetches) through the handler:
    // let it finish them before the test ends, or their fetch fails as 'Test ended' outside any test.
    await page.unrouteAll({ behavior: 'wait' });
  });

  test('the site scripts fail to download after a submit was held: the form posts as without JavaScript', async ({
    page,
  }) => {
    // Every script of the page waits, then fails: the submit comes first, the failure after.
    let failScripts!: () => void;
    const scriptsFail = new Promise<void>((resolve) => (failScripts = resolve));
    // Scripts only: the stylesheet (a chunk too) must arrive, or the parser waits for it.
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      await scriptsFail;
      await route.abort('failed');
    });
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    const form = contactForm(page);
    const email = uniqueEmail('no-scripts');
    await fillServedForm(form, email);
    await form.getByRole('button', { name: 'Send Message' }).click();
    // Held: nothing posted while the scripts may still arrive.
    await expect(page).toHaveURL(/\/contact$/);

    failScripts();
    await expect(page).toHaveURL(/\/contact#contact-sent$/);
    await expect(page.getByText("Thank you! We'll get back to you soon.")).toBeVisible();
    expect(storedLeadsFor(email)).toHaveLength(1);
    expect(await settledWebhookCount(email, '/webhook/contact-form')).toBe(1);
  });

  test('the retry page renders the rejected values and messages accessibly (axe)', async ({
    page,
    context,
  }) => {
    const state = {
      values: { firstName: 'Amina', email: 'amina@', phoneNumber: '020 7946 0000', consent: true },
      errors: { email: 'Invalid email address', phoneNumber: 'Please enter a valid phone number' },
    };
    await context.addCookies([
      {
        name: 'oc_contact_retry',
        value: encodeURIComponent(JSON.stringify(state)),
        url: test.info().project.use.baseURL!,
      },
    ]);
    // Where a rejected post lands; the live form takes the values and messages over once it loads.
    await page.goto('/contact/retry#contact-invalid');
    const form = contactForm(page);
    await expect(form.getByLabel('Email')).toHaveValue('amina@');
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Invalid email address');
    expect(await axeViolations(page, { include: ['#contact'] })).toEqual([]);
  });

  test.describe('with JavaScript disabled', () => {
    test.use({ javaScriptEnabled: false });

    test('the /contact form is in the served HTML and submits: thank-you state and a delivered lead', async ({
      page,
    }) => {
      await page.goto('/contact');
      const form = contactForm(page);
      for (const name of [
        'firstName',
        'lastName',
        'email',
        'phoneNumber',
        'role',
        'heardFrom',
        'consent',
      ]) {
        await expect(form.locator(`[name="${name}"]`)).toHaveAttribute('required', '');
      }
      await expect(form.getByLabel('First name')).toHaveAttribute('maxlength', '50');
      await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');

      const email = uniqueEmail('no-js');
      await form.getByLabel('First name').fill('Amina');
      await form.getByLabel('Last name').fill('Khan');
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Country', { exact: true }).selectOption('gb');
      await form.getByLabel('Phone number').fill('07911 123456');
      await form.getByLabel('Your role').selectOption({ label: 'Business Owner' });
      await form.getByLabel('How did you hear about us?').selectOption({ label: 'Google Search' });
      await form.getByLabel(/I agree to be contacted by Octaacer/).check();
      await form.getByRole('button', { name: 'Send Message' }).click();

      await expect(page).toHaveURL(/\/contact#contact-sent$/);
      await expect(page.getByText("Thank you! We'll get back to you soon.")).toBeVisible();
      const call = await waitForWebhook(
        (received) =>
          received.path === '/webhook/contact-form' &&
          (received.body as { email?: string } | null)?.email === email,
      );
      expect(call.body).toMatchObject({
        phoneNumber: '+447911123456',
        role: 'business-owner',
        consent: true,
      });
    });

    test('a server-side error (the phone plan check) keeps every typed value and shows the message; fixing it sends', async ({
      page,
    }) => {
      await page.goto('/contact');
      const email = uniqueEmail('no-js-retry');
      let form = contactForm(page);
      await form.getByLabel('First name').fill('Amina');
      await form.getByLabel('Last name').fill('Khan');
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Country', { exact: true }).selectOption('gb');
      // A London landline: the browser's pattern accepts it, the server's mobile-only rule does not.
      await form.getByLabel('Phone number').fill('020 7946 0000');
      await form.getByLabel('Company name').fill('Khan Logistics');
      await form.getByLabel('Your role').selectOption({ label: 'Business Owner' });
      await form.getByLabel('How did you hear about us?').selectOption({ label: 'Google Search' });
      await form.getByLabel('Message').fill('Automate our dispatch board.');
      await form.getByLabel(/I agree to be contacted by Octaacer/).check();
      await form.getByRole('button', { name: 'Send Message' }).click();

      await expect(page).toHaveURL(/\/contact\/retry#contact-invalid$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Almost there' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText('Please fix the errors before submitting');
      form = contactForm(page);
      const phone = form.getByLabel('Phone number');
      await expect(phone).toHaveValue('020 7946 0000');
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      await expect(phone).toHaveAccessibleDescription(/Please enter a valid phone number/);
      await expect(form.getByLabel('First name')).toHaveValue('Amina');
      await expect(form.getByLabel('Last name')).toHaveValue('Khan');
      await expect(form.getByLabel('Email')).toHaveValue(email);
      await expect(form.getByLabel('Country', { exact: true })).toHaveValue('gb');
      await expect(form.getByLabel('Company name')).toHaveValue('Khan Logistics');
      await expect(form.getByLabel('Your role')).toHaveValue('business-owner');
      await expect(form.getByLabel('How did you hear about us?')).not.toHaveValue('');
      await expect(form.getByLabel('Message')).toHaveValue('Automate our dispatch board.');
      await expect(form.getByLabel(/I agree to be contacted by Octaacer/)).toBeChecked();
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
      await phone.fill('07911 123456');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText("Thank you! We'll get back to you soon.")).toBeVisible();
      const call = await waitForWebhook(
        (received) =>
          received.path === '/webhook/contact-form' &&
          (received.body as { email?: string } | null)?.email === email,
      );
      expect(call.body).toMatchObject({
        phoneNumber: '+447911123456',
        companyName: 'Khan Logistics',
        message: 'Automate our dispatch board.',
      });
    });
  });
});
