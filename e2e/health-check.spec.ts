import { expect, test, type Page } from '@playwright/test';
import { waitForWebhook } from './support/webhook-receiver';

// The health-check dialog is the mobile header's call to action; it has none on desktop (the
// header button links to /contact there). Every test here is tagged @mobile.

async function openHealthCheck(page: Page) {
  await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'GB' });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Free Health Check' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get Your Free Health Check' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test(
  'opens from the header button with its title, the 24-hour promise and the form',
  { tag: '@mobile' },
  async ({ page }) => {
    const dialog = await openHealthCheck(page);
    await expect(dialog.getByText(/within 24 hours/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Get Free Health Check' })).toBeVisible();
    await expect(dialog.getByLabel('First name')).toBeVisible();
  },
);

test('keeps focus inside while open and closes on Escape', { tag: '@mobile' }, async ({ page }) => {
  const dialog = await openHealthCheck(page);
  const focusInside = () =>
    page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));
  for (let step = 0; step < 20; step += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInside()).toBe(true);
  }
  for (let step = 0; step < 5; step += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside()).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Free Health Check' }),
  ).toBeFocused();
});

test('closes on a backdrop tap', { tag: '@mobile' }, async ({ page }) => {
  const dialog = await openHealthCheck(page);
  await page.mouse.click(4, 4);
  await expect(dialog).toBeHidden();
});

test('closes about 2 seconds after a successful submit', { tag: '@mobile' }, async ({ page }) => {
  // Playwright's clock: time flows as usual; runFor jumps the 2 s instead of sleeping through it.
  await page.clock.install();
  const dialog = await openHealthCheck(page);
  await expect(dialog.getByLabel('Country', { exact: true })).toHaveValue('gb');
  const email = `health-check-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await dialog.getByLabel('First name').fill('Omar');
  await dialog.getByLabel('Last name').fill('Farooq');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone number').fill('07911 123456');
  await dialog.getByLabel('Your role').selectOption('business-owner');
  await dialog.getByLabel('How did you hear about us?').selectOption('online_ad');
  await dialog.getByLabel(/I agree to be contacted/).check();
  // The page's time stands still from the submit until the thank-you has been read: on a busy
  // machine the real 2 s could otherwise pass first, and the dialog be gone before the check.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await dialog.getByRole('button', { name: 'Get Free Health Check' }).click();

  await expect(dialog.getByRole('status')).toHaveText("Thank you! We'll get back to you soon.");
  // Still open long enough to read the thank-you (1.5 s on the page's clock)…
  await page.clock.runFor(1_500);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText("Thank you! We'll get back to you soon.");
  // …then gone once 2 s have passed (plus the 400 ms exit animation, whose timer the close sets
  // after these 900 ms have run: time flows again for it).
  await page.clock.runFor(900);
  await page.clock.resume();
  await expect(dialog).toBeHidden();

  const call = await waitForWebhook(
    (received) =>
      received.path === '/webhook/contact-form' &&
      (received.body as { email?: string } | null)?.email === email,
  );
  expect(call.body).toMatchObject({
    firstName: 'Omar',
    phoneNumber: '+447911123456',
    heardFrom: 'online_ad',
  });
});
