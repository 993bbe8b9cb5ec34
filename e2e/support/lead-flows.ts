import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { OPEN_DIALOG_EVENT, type DialogRequest } from '../../lib/dialogs';
import { waitForHydration } from './hydration';

/** The booking link the e2e build is served with (playwright.config.ts). */
export const E2E_SCHEDULER_URL = 'https://calendly.com/octaacer-e2e/strategy-call';
export const E2E_WHATSAPP_DIGITS = '923001234567';

/**
 * Keeps every test on this machine: the booking page, wa.me and analytics hosts answer with a
 * stub. Returns the URLs the browser asked those hosts for.
 */
export async function stubExternalHosts(context: BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  await context.route(
    /^https:\/\/([^/]*\.)?(calendly\.com|wa\.me|googletagmanager\.com|google-analytics\.com|connect\.facebook\.net|facebook\.com)\//,
    async (route) => {
      requested.push(route.request().url());
      const isScript = /googletagmanager|connect\.facebook\.net/.test(route.request().url());
      await route.fulfill({
        status: 200,
        contentType: isScript ? 'text/javascript' : 'text/html',
        body: isScript
          ? '/* stubbed tag */'
          : '<!doctype html><title>stub</title><p>External page stub</p>',
      });
    },
  );
  return requested;
}

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.example`;
}

/** Presses Tab until `target` has focus: the journey is walked by keyboard only. */
export async function tabTo(page: Page, target: Locator, maxPresses = 40): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Could not reach ${target.toString()} with the Tab key`);
}

/** Fallback for pages without a trigger: the same event the site's DialogTrigger dispatches. */
export async function openDialogByEvent(
  page: Page,
  name: 'wizard' | 'lead-modal',
  pageContext?: string,
): Promise<void> {
  // The event reaches only a mounted DialogHost (a visitor's tap before that is held by the boot
  // script, an event is not).
  await waitForHydration(page);
  await page.evaluate(
    ([event, dialogName, context]) =>
      window.dispatchEvent(
        new CustomEvent(event, { detail: { name: dialogName, pageContext: context } }),
      ),
    [OPEN_DIALOG_EVENT, name, pageContext] as const,
  );
}

/**
 * Records the dialog requests the page's triggers dispatch from now on (the event the DialogHost
 * listens to); returns a reader for them. Waits for hydration first: before it, the boot script
 * holds a tap and hands it to the host without the event.
 */
export async function recordDialogRequests(page: Page): Promise<() => Promise<DialogRequest[]>> {
  await waitForHydration(page);
  await page.evaluate((event) => {
    const requests: DialogRequest[] = [];
    (window as unknown as { __dialogRequests: DialogRequest[] }).__dialogRequests = requests;
    window.addEventListener(event, (dispatched) =>
      requests.push((dispatched as CustomEvent<DialogRequest>).detail),
    );
  }, OPEN_DIALOG_EVENT);
  return () =>
    page.evaluate(
      () => (window as unknown as { __dialogRequests: DialogRequest[] }).__dialogRequests,
    );
}

/** Opens a dialog from `trigger` and dismisses it with Escape, as a visitor would. */
export async function openAndDismissDialog(page: Page, trigger: Locator): Promise<void> {
  await trigger.scrollIntoViewIfNeeded();
  await trigger.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** Dismisses the cookie banner the way a visitor would, when a test is not about it. */
export async function rejectCookiesIfAsked(page: Page): Promise<void> {
  const banner = page.getByRole('region', { name: 'Cookies & privacy' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Reject all' }).click();
  await expect(banner).toBeHidden();
}

export const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
