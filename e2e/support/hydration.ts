import type { Page } from '@playwright/test';
import { DIALOG_BOOT, type DialogBootState } from '../../lib/dialogs';

/**
 * Waits until React has hydrated the page, on a signal the page exposes: the DialogHost's takeover
 * flag (DialogBootState.ready in lib/dialogs.ts), set from the host's mount effect. The host is in
 * the root layout and no Suspense boundary splits the page (no loading.tsx; the served HTML's
 * boundaries are empty, the lazy dialogs and consent banner render nothing on the server), so
 * React hydrates the document in one pass and runs that effect after it: every island, header to
 * footer, has its handlers by then.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    (key) => (window as unknown as Record<string, DialogBootState | undefined>)[key]?.ready,
    DIALOG_BOOT.stateKey,
  );
}
