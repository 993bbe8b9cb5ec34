import { getEnv } from '@/lib/env';
import { getDeliveryTiming, LEAD_PIPELINE, type DeliveryTiming } from './pipeline-config';
import { conversionUrlFor } from './conversions/destinations';
import {
  DELIVERY_KINDS,
  getLeadStore,
  type DeliveryKind,
  type LeadRecord,
  type LeadStore,
} from './store';

export type WebhookUrlFor = (kind: DeliveryKind) => string | undefined;

/**
 * CONTACT_WEBHOOK_URL receives contact leads, LEAD_WEBHOOK_URL the wizard and modal leads; a
 * lead's conversions go to the Conversions API and the Measurement Protocol (lib/leads/conversions).
 */
export const webhookUrlFromEnv: WebhookUrlFor = (kind) => {
  if (kind === 'contact') return getEnv().CONTACT_WEBHOOK_URL;
  if (kind === 'lead') return getEnv().LEAD_WEBHOOK_URL;
  return conversionUrlFor(kind);
};

export type WebhookResult = { ok: true } | { ok: false; error: string };

/**
 * One POST of a lead to its webhook. Any non-2xx status, network error or the timeout
 * (WEBHOOK_TIMEOUT_MS) is a failure; the response body is not read (only the status matters). The
 * receiver can drop duplicates by the Idempotency-Key header, which is the lead id on every attempt.
 */
export async function sendWebhook(
  url: string,
  body: unknown,
  leadId: string,
  fetchImpl: typeof fetch = fetch,
  timeoutMs: number = getDeliveryTiming().webhookTimeoutMs,
): Promise<WebhookResult> {
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Idempotency-Key': leadId,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel().catch(() => undefined);
    if (response.ok) return { ok: true };
    const error = `Webhook submission failed: ${response.status} ${response.statusText}`;
    console.error(error);
    return { ok: false, error };
  } catch (caught) {
    // undici hides the useful part (ECONNREFUSED, timeout) in `cause`.
    const cause =
      caught instanceof Error
        ? (caught.cause as { code?: string; message?: string } | undefined)
        : undefined;
    const detail = cause?.code ?? cause?.message;
    const reason =
      caught instanceof Error ? `${caught.message}${detail ? ` (${detail})` : ''}` : String(caught);
    const error = `Webhook request failed: ${reason}`;
    console.error(error);
    return { ok: false, error };
  }
}

/**
 * When to try again after `attempts` failed attempts: 5 s, 30 s, 2 min, 10 min, 1 h, then hourly;
 * null once the next try would fall more than 3 days after the lead was created.
 */
export function nextAttemptAfterFailure(
  lead: Pick<LeadRecord, 'attempts' | 'createdAt'>,
  failedAt: Date,
  timing: Pick<DeliveryTiming, 'retryScheduleMs' | 'retryWindowMs'> = getDeliveryTiming(),
): Date | null {
  const schedule = timing.retryScheduleMs;
  const index = Math.min(Math.max(lead.attempts, 1), schedule.length) - 1;
  const delay = schedule[index] ?? schedule[schedule.length - 1] ?? LEAD_PIPELINE.workerIntervalMs;
  const next = failedAt.getTime() + delay;
  return next - lead.createdAt.getTime() > timing.retryWindowMs ? null : new Date(next);
}

export interface DeliveryOptions {
  now?: Date;
  limit?: number;
  /** Only these leads (the first attempt right after a submission). */
  ids?: readonly string[];
  store?: LeadStore;
  webhookUrlFor?: WebhookUrlFor;
  timing?: DeliveryTiming;
  fetchImpl?: typeof fetch;
}

export interface DeliveryReport {
  claimed: number;
  delivered: number;
  /** Failed this time, retry scheduled. */
  retrying: number;
  /** Failed for good (retry window over). */
  failed: number;
  /** Pending leads parked because their kind has no webhook configured. */
  parked: number;
  /** Leads claimed alone because their webhook is failing (one per failing webhook). */
  probed: number;
  /** Waiting leads made due now because their webhook took a lead in this pass. */
  released: number;
}

/** The lease ran out before the send finished and a newer attempt owns the lead: its result stands. */
function logLostLease(lead: LeadRecord) {
  console.warn(
    `[leads] Lead ${lead.id} attempt ${lead.attempts} finished after its lease was taken over; result not recorded.`,
  );
}

/**
 * Webhook URLs whose last send failed (this process), until a send succeeds. While a webhook is
 * failing, a new lead skips its immediate attempt and a worker pass sends one lead to it (a
 * probe) instead of a full batch: with the receiver down, 200 submissions a second would
 * otherwise each pay a claim, a refused connection, a write and a log line, on the request path
 * or in bursts of the worker. The probe that succeeds lets the backlog go out in full batches.
 */
const failingWebhooks = new Set<string>();

/** Whether a webhook is failing (see above): a new lead's immediate attempt would be skipped. */
export const isWebhookFailing = (url: string | undefined) =>
  url !== undefined && failingWebhooks.has(url);

/** When each failing webhook was last probed (this process): one probe per first retry step. */
const lastProbeAt = new Map<string, number>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Pauses between tries to record a delivery while the store fails (the last one repeats). */
const RECORD_PAUSES_MS = [100, 250, 500, 1000, 2000];

/**
 * Holds a claim while its send is in flight and its result is recorded: renews the lease every
 * third of it, so a slow receiver or a slow store never lets a second worker claim the lead. A
 * renewal the store refuses changes nothing: the lease already outlasts the send (pipeline-config).
 */
function holdLease(lead: LeadRecord, store: LeadStore, leaseMs: number) {
  let until = lead.leaseUntil?.getTime() ?? Date.now() + leaseMs;
  let renewing: Promise<void> | undefined;
  const timer = setInterval(
    () => {
      if (renewing) return;
      const next = Date.now() + leaseMs;
      renewing = store
        .renewLease(lead, new Date(next))
        .then((held) => {
          if (held) until = next;
        })
        .catch(() => undefined)
        .finally(() => (renewing = undefined));
    },
    Math.max(50, Math.floor(leaseMs / 3)),
  );
  timer.unref();
  return {
    /** Date.now() at which the lease ends, as far as this worker knows. */
    until: () => until,
    stop: () => clearInterval(timer),
  };
}

/**
 * Records a 2xx. The receiver has the lead: if the store fails now, sending it again would make a
 * second lead in a plain CRM, so the write is retried in memory (with backoff) for as long as the
 * lease holds. Only a crash here, or a store down for the whole lease, leads to a second send.
 */
async function recordDelivered(
  lead: LeadRecord,
  at: Date,
  store: LeadStore,
  leaseEnds: () => number,
): Promise<boolean> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await store.markDelivered(lead, at);
    } catch (error) {
      const pause = RECORD_PAUSES_MS[Math.min(attempt, RECORD_PAUSES_MS.length - 1)] ?? 2000;
      if (Date.now() + pause >= leaseEnds()) throw error;
      if (attempt === 0)
        console.warn(
          `[leads] Lead ${lead.id} was delivered but could not be recorded yet (${error instanceof Error ? error.message : String(error)}); retrying while its lease holds.`,
        );
      await sleep(pause);
    }
  }
}

async function deliverClaimedLead(
  lead: LeadRecord,
  url: string,
  store: LeadStore,
  timing: DeliveryTiming,
  fetchImpl: typeof fetch,
): Promise<'delivered' | 'retrying' | 'failed'> {
  const lease = holdLease(lead, store, timing.leaseMs);
  try {
    return await sendAndRecord(lead, url, store, timing, fetchImpl, lease.until);
  } finally {
    lease.stop();
  }
}

async function sendAndRecord(
  lead: LeadRecord,
  url: string,
  store: LeadStore,
  timing: DeliveryTiming,
  fetchImpl: typeof fetch,
  leaseEnds: () => number,
): Promise<'delivered' | 'retrying' | 'failed'> {
  const result = await sendWebhook(
    url,
    lead.webhookBody,
    lead.id,
    fetchImpl,
    timing.webhookTimeoutMs,
  );
  const finishedAt = new Date();
  if (result.ok) failingWebhooks.delete(url);
  else failingWebhooks.add(url);
  if (result.ok) {
    if (!(await recordDelivered(lead, finishedAt, store, leaseEnds))) logLostLease(lead);
    return 'delivered';
  }
  const nextAttemptAt = nextAttemptAfterFailure(lead, finishedAt, timing);
  if (!(await store.markAttemptFailed(lead, { error: result.error, nextAttemptAt }))) {
    logLostLease(lead);
    return 'retrying';
  }
  console.warn(
    nextAttemptAt
      ? `[leads] Lead ${lead.id} attempt ${lead.attempts} failed; next attempt at ${nextAttemptAt.toISOString()}.`
      : `[leads] Lead ${lead.id} failed after ${lead.attempts} attempts; marked failed (retry with \`npm run leads -- retry ${lead.id}\`).`,
  );
  return nextAttemptAt ? 'retrying' : 'failed';
}

/**
 * One delivery pass, shared by the in-process worker and `npm run leads:deliver`: leases the due
 * leads of every kind whose webhook is configured and sends each once.
 */
export async function deliverDueLeads(options: DeliveryOptions = {}): Promise<DeliveryReport> {
  const store = options.store ?? getLeadStore();
  const webhookUrlFor = options.webhookUrlFor ?? webhookUrlFromEnv;
  const timing = options.timing ?? getDeliveryTiming();
  const now = options.now ?? new Date();
  const report: DeliveryReport = {
    claimed: 0,
    delivered: 0,
    retrying: 0,
    failed: 0,
    parked: 0,
    probed: 0,
    released: 0,
  };

  const configured = DELIVERY_KINDS.filter((kind) => webhookUrlFor(kind) !== undefined);
  const unconfigured = DELIVERY_KINDS.filter((kind) => webhookUrlFor(kind) === undefined);
  if (!options.ids) report.parked = await store.parkUndeliverable(unconfigured);
  const wasFailing = new Set(
    configured.map((kind) => webhookUrlFor(kind)).filter((url) => isWebhookFailing(url)),
  );
  const healthy = configured.filter((kind) => !isWebhookFailing(webhookUrlFor(kind)));
  // A first attempt (ids) leaves a failing webhook to the worker, which probes it with one lead.
  const probedKinds = options.ids
    ? []
    : configured.filter((kind) => isWebhookFailing(webhookUrlFor(kind)));
  const claim = (kinds: readonly DeliveryKind[], limit: number, includeWaiting = false) =>
    kinds.length === 0
      ? Promise.resolve([])
      : store.claimDueLeads({
          now,
          leaseUntil: new Date(now.getTime() + timing.leaseMs),
          kinds,
          limit,
          ids: options.ids,
          includeWaiting,
        });
  const claimed = await claim(healthy, options.limit ?? LEAD_PIPELINE.deliveryBatchSize);
  // A probe does not wait for a lead to be due: once per first retry step (5 s) it takes the
  // lead due soonest, so a webhook that is back is found at once, not after the backlog's
  // longest backoff step (an hour).
  const probeEvery = timing.retryScheduleMs[0] ?? LEAD_PIPELINE.workerIntervalMs;
  for (const kind of probedKinds) {
    const url = webhookUrlFor(kind) ?? '';
    const includeWaiting = now.getTime() - (lastProbeAt.get(url) ?? 0) >= probeEvery;
    const probe = await claim([kind], 1, includeWaiting);
    if (includeWaiting && probe.length > 0) lastProbeAt.set(url, now.getTime());
    report.probed += probe.length;
    claimed.push(...probe);
  }
  report.claimed = claimed.length;

  const outcomes = await Promise.all(
    claimed.map(async (lead) => {
      const url = webhookUrlFor(lead.kind);
      if (!url) return 'retrying' as const; // unreachable: only configured kinds are claimed
      try {
        return await deliverClaimedLead(lead, url, store, timing, options.fetchImpl ?? fetch);
      } catch (error) {
        // The store failed after the send; the lease expires and the lead is sent again (at least once).
        console.error(`[leads] Could not record delivery of lead ${lead.id}: ${String(error)}`);
        return 'retrying' as const;
      }
    }),
  );
  for (const outcome of outcomes) report[outcome] += 1;
  // A failed send to a webhook counts as its latest probe, from when it ended: the next probe
  // comes a whole first backoff step later, as a lone lead's own retry would.
  const finishedAt = Math.max(now.getTime(), Date.now());
  claimed.forEach((lead, index) => {
    const url = webhookUrlFor(lead.kind);
    if (url && outcomes[index] !== 'delivered') lastProbeAt.set(url, finishedAt);
  });

  // A webhook that has just taken a lead is up: the leads waiting out a backoff step for it are
  // due now. The worker then sends them batch by batch (at most one batch in flight), not at once.
  // A lead's own first attempt asks only after this process saw the webhook fail (another
  // instance's backlog is released by its probe or by the next worker pass here).
  const upKinds = configured.filter((kind) => {
    const url = webhookUrlFor(kind);
    return (
      (!options.ids || wasFailing.has(url)) &&
      claimed.some(
        (lead, index) => outcomes[index] === 'delivered' && webhookUrlFor(lead.kind) === url,
      )
    );
  });
  if (upKinds.length > 0) {
    try {
      report.released = await store.releaseWaiting(upKinds, new Date());
    } catch (error) {
      console.error(`[leads] Could not make the waiting leads due: ${String(error)}`);
    }
  }
  return report;
}
