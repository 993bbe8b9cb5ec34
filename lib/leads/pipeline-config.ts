import { parseLeadTimingOverrides } from '@/lib/env';

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

/**
 * Delivery timings. The LEAD_* overrides are TEST-ONLY (parsed in lib/env.ts): the integration
 * tests compress the production schedule (seconds to hours) into milliseconds.
 */
export function getDeliveryTiming(source?: Record<string, string | undefined>): DeliveryTiming {
  const overrides = parseLeadTimingOverrides(source);
  return {
    retryScheduleMs: overrides.LEAD_RETRY_SCHEDULE_MS ?? LEAD_PIPELINE.retryScheduleMs,
    retryWindowMs: overrides.LEAD_RETRY_WINDOW_MS?.[0] ?? LEAD_PIPELINE.retryWindowMs,
    leaseMs: overrides.LEAD_DELIVERY_LEASE_MS?.[0] ?? LEAD_PIPELINE.leaseMs,
    workerIntervalMs: overrides.LEAD_WORKER_INTERVAL_MS?.[0] ?? LEAD_PIPELINE.workerIntervalMs,
  };
}
