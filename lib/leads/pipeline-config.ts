import { parseEnv, parseLeadTimingOverrides } from '@/lib/env';

/** Limits and timings of the server-side lead pipeline (store → deliver with retries). */
export const LEAD_PIPELINE = {
  /** Largest request body a lead endpoint reads; a full contact form is well under 4 KB. */
  maxBodyBytes: 32 * 1024,
  /** How long one webhook call may take before it counts as failed (WEBHOOK_TIMEOUT_MS). */
  webhookTimeoutMs: 30_000,
  /**
   * The longest any one store call may take (connect, query, statement, or waiting for a locked
   * SQLite file): past it the request answers 503 within a few seconds instead of hanging.
   */
  storeTimeoutMs: 3_000,
  /** Postgres: the longest wait for a free pooled connection (a burst, not a stall). */
  storeQueueTimeoutMs: 10_000,
  /** Delay before retry n (1-based) after a failed attempt; the last delay repeats (hourly). */
  retryScheduleMs: [5_000, 30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000],
  /** A lead still undelivered this long after creation is marked failed (it stays listed). */
  retryWindowMs: 3 * 24 * 60 * 60_000,
  /**
   * A claimed lead is re-sent by anyone once its lease ends (its sender died mid-send). Always at
   * least twice the webhook timeout: the send ends within the lease, and what is left is time to
   * record its result while the store recovers. The sender renews it while the send is in flight.
   */
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
  webhookTimeoutMs: number;
}

/**
 * Delivery timings. The LEAD_* overrides are TEST-ONLY (parsed in lib/env.ts): the integration
 * tests compress the production schedule (seconds to hours) into milliseconds.
 */
export function getDeliveryTiming(source?: Record<string, string | undefined>): DeliveryTiming {
  const overrides = parseLeadTimingOverrides(source);
  const webhookTimeoutMs = webhookTimeoutFrom(source);
  const leaseMs = overrides.LEAD_DELIVERY_LEASE_MS?.[0] ?? LEAD_PIPELINE.leaseMs;
  return {
    retryScheduleMs: overrides.LEAD_RETRY_SCHEDULE_MS ?? LEAD_PIPELINE.retryScheduleMs,
    retryWindowMs: overrides.LEAD_RETRY_WINDOW_MS?.[0] ?? LEAD_PIPELINE.retryWindowMs,
    // A lease shorter than a send would let a second worker send the lead while the first waits.
    leaseMs: Math.max(leaseMs, 2 * webhookTimeoutMs),
    workerIntervalMs: overrides.LEAD_WORKER_INTERVAL_MS?.[0] ?? LEAD_PIPELINE.workerIntervalMs,
    webhookTimeoutMs,
  };
}

/** WEBHOOK_TIMEOUT_MS of `source` (the process environment by default), else 30 s. */
function webhookTimeoutFrom(source: Record<string, string | undefined> = process.env): number {
  try {
    return parseEnv({ WEBHOOK_TIMEOUT_MS: source.WEBHOOK_TIMEOUT_MS }).WEBHOOK_TIMEOUT_MS;
  } catch {
    console.warn(
      `[leads] WEBHOOK_TIMEOUT_MS="${source.WEBHOOK_TIMEOUT_MS}" is not a positive number; using ${LEAD_PIPELINE.webhookTimeoutMs} ms.`,
    );
    return LEAD_PIPELINE.webhookTimeoutMs;
  }
}
