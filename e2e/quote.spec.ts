/**
 * /quote, the instant estimate (issue 47 §4): the GET form's answers come back as the page's
 * query and the server renders the estimate, so it works with JavaScript off; the lead form posts
 * to /api/quote and the lead reaches LEAD_WEBHOOK_URL with the server's estimate; "Book a call"
 * goes on to the booking page with the estimate in its notes. English and Arabic, 390 and 1440 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { estimateQuote } from '../lib/quote/estimate';
import { fallbackQuoteTables } from '../lib/quote/bundled-tables';
import { axeViolations, finishOneOffAnimations } from './support/axe';
import { E2E_SCHEDULER_URL, stubExternalHosts, uniqueEmail } from './support/lead-flows';
import { horizontalOverflow } from './support/overflow';
import { waitForWebhook } from './support/webhook-receiver';

/** '$25,000' as the page writes it in English. */
const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`;

const lastWebhookFor = (email: string) =>
  waitForWebhook(
    (call) =>
      call.path === '/webhook/lead' && (call.body as { email?: string } | null)?.email === email,
  );

const ENGLISH_LEGENDS = { scope: 'How big is the project?', timeline: 'When do you need it?' };
const ARABIC_LEGENDS = { scope: 'ما حجم المشروع؟', timeline: 'متى تحتاجه؟' };

async function chooseEstimate(
  page: Page,
  services: string[],
  scope: string,
  timeline: string,
  legends = ENGLISH_LEGENDS,
) {
  const form = page.locator('#quote-form form[method="get"]');
  for (const service of services) await form.getByLabel(service, { exact: true }).check();
  const radio = (legend: string, label: string) =>
    form.getByRole('group', { name: legend }).getByRole('radio', { name: new RegExp(`^${label}`) });
  await radio(legends.scope, scope).check();
  await radio(legends.timeline, timeline).check();
  await form.getByRole('button').click();
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('an industry link opens the form with it chosen; the estimate is rendered by the server; "Send Me This Estimate" stores a lead with it', async ({
    page,
  }) => {
    await page.goto('/quote?industry=retail-e-commerce');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /Your Project Estimate\s*in One Minute/,
    );
    await expect(page.getByRole('main').getByText('Retail & E-commerce').first()).toBeVisible();
    await expect(page.getByLabel(/Your industry/)).toHaveValue('retail-e-commerce');
    await expect(page.locator('#quote-result')).toContainText(
      'Choose at least one service, then Show My Estimate.',
    );

    await chooseEstimate(page, ['AI Development', 'Cloud Services'], 'Advanced', 'Rush');
    await expect(page).toHaveURL(
      /\/quote\?services=ai-development&services=cloud-services&scope=advanced&timeline=rush&industry=retail-e-commerce#quote-result$/,
    );
    const expected = estimateQuote(fallbackQuoteTables, {
      services: ['ai-development', 'cloud-services'],
      scope: 'advanced',
      timeline: 'rush',
    })!;
    const result = page.getByTestId('quote-estimate');
    await expect(result).toContainText(`${usd(expected.minUsd)} – ${usd(expected.maxUsd)}`);
    await expect(result).toContainText(`${expected.minWeeks}–${expected.maxWeeks} weeks`);
    await expect(result.getByRole('listitem')).toHaveCount(2);
    // The answers stay chosen for a second try.
    await expect(page.getByLabel('AI Development', { exact: true })).toBeChecked();
    await expect(page.getByRole('radio', { name: /^Rush/ })).toBeChecked();
    await expect(page.getByLabel(/Your industry/)).toHaveValue('retail-e-commerce');

    const email = uniqueEmail('quote-no-js');
    const lead = page.locator('#quote-lead form');
    await lead.getByLabel('Full name').fill('Amina Khan');
    await lead.getByLabel('Business email').fill(email);
    await lead.getByLabel(/^Company/).fill('Souk Online');
    await lead.getByLabel(/I agree to be contacted/).check();
    await lead.getByRole('button', { name: 'Send Me This Estimate' }).click();

    await expect(page).toHaveURL(/\/quote\?.*&outcome=sent#quote-lead$/);
    await expect(page.locator('#quote-lead').getByRole('status')).toHaveText(
      'Thank you! Your estimate is saved, and we will email it to you within one business day.',
    );
    const call = await lastWebhookFor(email);
    expect(call.body).toMatchObject({
      first_name: 'Amina',
      last_name: 'Khan',
      company: 'Souk Online',
      industry: 'retail-e-commerce',
      services: '["ai-development","cloud-services"]',
      scope: 'advanced',
      timeline: 'rush',
      intent: 'send-estimate',
      estimate_min_usd: expected.minUsd,
      estimate_max_usd: expected.maxUsd,
      estimate_min_weeks: expected.minWeeks,
      estimate_max_weeks: expected.maxWeeks,
      source: 'quote',
      consent: true,
      locale: 'en',
    });
  });

  test('a sent form without a service says so; a lead the server rejects comes back with its values and messages', async ({
    page,
  }) => {
    await page.goto('/quote?scope=starter&timeline=flexible');
    await expect(page.locator('#quote-services-error')).toHaveText('Choose at least one service');
    await expect(page.locator('#quote-lead form')).toHaveCount(0);

    await chooseEstimate(page, ['Automation'], 'Starter', 'Flexible');
    const email = uniqueEmail('quote-invalid');
    const lead = page.locator('#quote-lead form');
    // Spaces pass the browser's `required`; the server's schema trims them.
    await lead.getByLabel('Full name').fill('   ');
    await lead.getByLabel('Business email').fill(email);
    await lead.getByLabel(/I agree to be contacted/).check();
    await lead.getByRole('button', { name: 'Send Me This Estimate' }).click();

    await expect(page).toHaveURL(/outcome=invalid#quote-lead$/);
    await expect(page.getByRole('alert')).toHaveText('Please fix the errors before submitting');
    await expect(lead.getByLabel('Full name')).toHaveAccessibleDescription('Your name is required');
    await expect(lead.getByLabel('Business email')).toHaveValue(email);
    await expect(lead.getByLabel(/I agree to be contacted/)).toBeChecked();
  });
});

test('in Arabic, "Book a Call" stores the lead and offers the booking page with the estimate in its notes', async ({
  page,
  context,
}) => {
  const booked = await stubExternalHosts(context);
  await page.goto('/ar/quote');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await chooseEstimate(page, ['الأتمتة'], 'قياسي', 'مرن', ARABIC_LEGENDS);
  await expect(page).toHaveURL(/\/ar\/quote\?services=automation&scope=standard&timeline=flexible/);
  const expected = estimateQuote(fallbackQuoteTables, {
    services: ['automation'],
    scope: 'standard',
    timeline: 'flexible',
  })!;
  await expect(page.getByTestId('quote-estimate')).toContainText(
    `${expected.minWeeks}–${expected.maxWeeks} أسابيع`,
  );

  const email = uniqueEmail('quote-call');
  const lead = page.locator('#quote-lead form');
  await lead.getByLabel('الاسم الكامل').fill('ليلى حسن');
  await lead.getByLabel('البريد الإلكتروني للعمل').fill(email);
  await lead.getByRole('checkbox').check();
  await lead.getByRole('button', { name: 'احجز مكالمة' }).click();

  // The lead is stored first; the booking page opens from a link (the CSP's form-action keeps a
  // form post from redirecting off the site), prefilled with the lead and its estimate.
  await expect(page).toHaveURL(/\/ar\/quote\?.*&outcome=booked#quote-lead$/);
  await expect(page.locator('#quote-lead').getByRole('status')).toHaveText(
    'شكرًا لك! حُفظ تقديرك. اختر موعدًا لمكالمتك:',
  );
  const choose = page.getByRole('link', { name: /^اختر موعدًا/ });
  await expect(choose).toHaveAttribute('target', '_blank');
  const booking = new URL((await choose.getAttribute('href')) ?? '');
  expect(`${booking.origin}${booking.pathname}`).toBe(E2E_SCHEDULER_URL);
  expect(booking.searchParams.get('name')).toBe('ليلى حسن');
  expect(booking.searchParams.get('email')).toBe(email);
  expect(booking.searchParams.get('a1')).toContain(
    `Estimate: ${usd(expected.minUsd)} – ${usd(expected.maxUsd)}`,
  );
  expect(booking.searchParams.get('a1')).toContain('Language: ar');
  const [popup] = await Promise.all([page.waitForEvent('popup'), choose.click()]);
  await expect(popup).toHaveURL(new RegExp(`^${E2E_SCHEDULER_URL}\\?`));
  expect(booked.some((url) => url.startsWith(E2E_SCHEDULER_URL))).toBe(true);
  const call = await lastWebhookFor(email);
  expect(call.body).toMatchObject({
    intent: 'book-call',
    locale: 'ar',
    services: '["automation"]',
    estimate_min_usd: expected.minUsd,
  });
});

for (const width of [390, 1440]) {
  for (const prefix of ['', '/ar']) {
    test(`${prefix || '/en'} at ${width} px: the estimate and its form fit, axe finds nothing @desktop`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(
        `${prefix}/quote?services=ai-development&services=automation&scope=standard&timeline=standard`,
      );
      await expect(page.getByTestId('quote-estimate')).toBeVisible();
      expect(await page.evaluate(horizontalOverflow)).toEqual([]);
      await finishOneOffAnimations(page);
      expect(await axeViolations(page, { include: ['main'] })).toEqual([]);
    });
  }
}
