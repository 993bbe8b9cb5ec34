/** Limits and timings of the server-side lead pipeline (store → deliver with retries). */
export const LEAD_PIPELINE = {
  /** Largest request body a lead endpoint reads; a full contact form is well under 4 KB. */
  maxBodyBytes: 32 * 1024,
  /** How long one webhook call may take before it counts as failed. */
  webhookTimeoutMs: 10_000,
  /** Delay before retry n (1-based) after a failed attempt; the last delay repeats (hourly). */
  retryScheduleMs: [5_000, 30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000],
  /** A lead still undelivered this long after creation is marked failed (it stays listed). */
  retryWindowMs: 3 * 24 * 60 * 60_000,
  /** A claimed lead is re-sent by anyone once its lease ends (its sender died mid-send). */
  leaseMs: 60_000,
  /** The in-process worker looks for due leads this often. */
  workerIntervalMs: 5_000,
  /** Leads one delivery pass sends at most. */
  deliveryBatchSize: 25,
  /** LEAD_RATE_LIMIT counts submissions per client IP in this window. */
  rateLimitWindowMs: 60_000,
} as const;

export interface DeliveryTiming {
  retryScheduleMs: readonly number[];
  retryWindowMs: number;
  leaseMs: number;
  workerIntervalMs: number;
}

const warned = new Set<string>();

function parseMilliseconds(name: string, raw: string | undefined): number[] | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const values = raw.split(',').map((part) => Number(part.trim()));
  if (values.every((value) => Number.isInteger(value) && value > 0)) return values;
  if (!warned.has(name)) {
    warned.add(name);
    console.warn(
      `[leads] ${name}="${raw}" is not a list of positive milliseconds; using the default.`,
    );
  }
  return undefined;
}

/**
 * Delivery timings. The LEAD_* overrides are TEST-ONLY: the integration tests compress the
 * production schedule (seconds to hours) into milliseconds. Production leaves them unset.
 */
export function getDeliveryTiming(
  source: Record<string, string | undefined> = process.env,
): DeliveryTiming {
  return {
    retryScheduleMs:
      parseMilliseconds('LEAD_RETRY_SCHEDULE_MS', source.LEAD_RETRY_SCHEDULE_MS) ??
      LEAD_PIPELINE.retryScheduleMs,
    retryWindowMs:
      parseMilliseconds('LEAD_RETRY_WINDOW_MS', source.LEAD_RETRY_WINDOW_MS)?.[0] ??
      LEAD_PIPELINE.retryWindowMs,
    leaseMs:
      parseMilliseconds('LEAD_DELIVERY_LEASE_MS', source.LEAD_DELIVERY_LEASE_MS)?.[0] ??
      LEAD_PIPELINE.leaseMs,
    workerIntervalMs:
      parseMilliseconds('LEAD_WORKER_INTERVAL_MS', source.LEAD_WORKER_INTERVAL_MS)?.[0] ??
      LEAD_PIPELINE.workerIntervalMs,
  };
}
