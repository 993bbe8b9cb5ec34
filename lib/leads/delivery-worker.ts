import { deliverDueLeads } from './delivery';
import { getDeliveryTiming, LEAD_PIPELINE } from './pipeline-config';

const globalForWorker = globalThis as typeof globalThis & {
  __octaacerLeadWorker?: { stop(): void };
};

/**
 * Polls for due leads in the server process every few seconds. The timer is unref'd, so it never
 * keeps a process alive by itself; passes never overlap.
 */
export function startDeliveryWorker(): { stop(): void } {
  if (globalForWorker.__octaacerLeadWorker) return globalForWorker.__octaacerLeadWorker;
  const { workerIntervalMs } = getDeliveryTiming();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(runPass, delay);
    timer.unref();
  };

  async function runPass(): Promise<void> {
    let goAgain = false;
    try {
      const report = await deliverDueLeads();
      if (report.parked > 0)
        console.warn(`[leads] ${report.parked} lead(s) kept undelivered: no webhook configured.`);
      // A full batch means more may be due; a probe that got through means a webhook is back,
      // and released leads are due now.
      goAgain =
        report.claimed - report.probed >= LEAD_PIPELINE.deliveryBatchSize ||
        (report.probed > 0 && report.delivered > 0) ||
        report.released > 0;
    } catch (error) {
      console.error(
        `[leads] Delivery pass failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    schedule(goAgain ? 0 : workerIntervalMs);
  }

  schedule(0);
  const worker = {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      globalForWorker.__octaacerLeadWorker = undefined;
    },
  };
  globalForWorker.__octaacerLeadWorker = worker;
  return worker;
}
