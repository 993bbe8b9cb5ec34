/** Runs once when a server process starts (next start / next dev), not in the browser. */
export async function register(): Promise<void> {
  // Node server only: the Edge runtime has no SQLite, and `next build` must exit on its own.
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build')
    return;
  const { announceDisabledFeatures } = await import('@/lib/env');
  announceDisabledFeatures();
  // A production server names, once, each setting still at a placeholder (npm run launch:check).
  if (process.env.NODE_ENV === 'production') {
    const { logLaunchPlaceholdersOnce } = await import('@/lib/launch/placeholders');
    void logLaunchPlaceholdersOnce();
  }
  // Sends stored leads to their webhooks and retries failures, every few seconds.
  const { startDeliveryWorker } = await import('@/lib/leads/delivery-worker');
  startDeliveryWorker();
}
