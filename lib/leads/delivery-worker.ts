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
    let fullBatch = false;
    try {
      const report = await deliverDueLeads();
      if (report.parked > 0)
        console.warn(`[leads] ${report.parked} lead(s) kept undelivered: no webhook configured.`);
      fullBatch = report.claimed >= LEAD_PIPELINE.deliveryBatchSize;
    } catch (error) {
      console.error(
        `[leads] Delivery pass failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    // A full batch means more may be due: go again at once instead of waiting.
    schedule(fullBatch ? 0 : workerIntervalMs);
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
