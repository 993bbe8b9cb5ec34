import { getEnv } from '@/lib/env';
import { getDeliveryTiming, LEAD_PIPELINE, type DeliveryTiming } from './pipeline-config';
import { getLeadStore, LEAD_KINDS, type LeadKind, type LeadRecord, type LeadStore } from './store';

export type WebhookUrlFor = (kind: LeadKind) => string | undefined;

/** CONTACT_WEBHOOK_URL receives contact leads, LEAD_WEBHOOK_URL the wizard and modal leads. */
export const webhookUrlFromEnv: WebhookUrlFor = (kind) =>
  kind === 'contact' ? getEnv().CONTACT_WEBHOOK_URL : getEnv().LEAD_WEBHOOK_URL;

export type WebhookResult = { ok: true } | { ok: false; error: string };

/**
 * One POST of a lead to its webhook. Any non-2xx status, network error or the 10 s timeout is a
 * failure; the response body is not read (only the status matters). The receiver can drop
 * duplicates by the Idempotency-Key header, which is the lead id on every attempt.
 */
export async function sendWebhook(
  url: string,
  body: unknown,
  leadId: string,
  fetchImpl: typeof fetch = fetch,
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
      signal: AbortSignal.timeout(LEAD_PIPELINE.webhookTimeoutMs),
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

async function deliverClaimedLead(
  lead: LeadRecord,
  url: string,
  store: LeadStore,
  timing: DeliveryTiming,
  fetchImpl: typeof fetch,
): Promise<'delivered' | 'retrying' | 'failed'> {
  const result = await sendWebhook(url, lead.webhookBody, lead.id, fetchImpl);
  const finishedAt = new Date();
  if (result.ok) failingWebhooks.delete(url);
  else failingWebhooks.add(url);
  if (result.ok) {
    if (!(await store.markDelivered(lead, finishedAt))) logLostLease(lead);
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
  };

  const configured = LEAD_KINDS.filter((kind) => webhookUrlFor(kind) !== undefined);
  const unconfigured = LEAD_KINDS.filter((kind) => webhookUrlFor(kind) === undefined);
  if (!options.ids) report.parked = await store.parkUndeliverable(unconfigured);
  const healthy = configured.filter((kind) => !isWebhookFailing(webhookUrlFor(kind)));
  // A first attempt (ids) leaves a failing webhook to the worker, which probes it with one lead.
  const probedKinds = options.ids
    ? []
    : configured.filter((kind) => isWebhookFailing(webhookUrlFor(kind)));
  const claim = (kinds: readonly LeadKind[], limit: number) =>
    kinds.length === 0
      ? Promise.resolve([])
      : store.claimDueLeads({
          now,
          leaseUntil: new Date(now.getTime() + timing.leaseMs),
          kinds,
          limit,
          ids: options.ids,
        });
  const claimed = await claim(healthy, options.limit ?? LEAD_PIPELINE.deliveryBatchSize);
  for (const kind of probedKinds) {
    const probe = await claim([kind], 1);
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
  return report;
}
