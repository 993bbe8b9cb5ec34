/**
 * Browser helper that POSTs a lead to one of our API routes as JSON. The Idempotency-Key lets
 * the server store and deliver a retried submission (double click, flaky network) only once,
 * so callers make one key per submission attempt and reuse it when retrying that attempt.
 */
export class LeadSubmitError extends Error {
  constructor(
    /** The answer's status; 0 when there was none (no network, or no answer in time). */
    readonly status: number,
    /** Field errors from a 422 answer, when the server sent them. */
    readonly fieldErrors?: Record<string, string[]>,
    /** The server did not answer within the form's wait: the lead may or may not be stored. */
    readonly timedOut = false,
  ) {
    super(timedOut ? 'Lead submission timed out' : `Lead submission failed: ${status}`);
    this.name = 'LeadSubmitError';
  }
}

/**
 * How long a form waits for the server. A stalled store answers 503 within a few seconds; past
 * this the form gives up, keeps the values and offers a retry with the same Idempotency-Key (so a
 * lead the server stored after all is not stored twice).
 */
export const LEAD_SUBMIT_TIMEOUT_MS = 15_000;

export interface SubmitLeadOptions {
  idempotencyKey: string;
  fetcher?: typeof fetch;
  signal?: AbortSignal;
  /** Default LEAD_SUBMIT_TIMEOUT_MS. */
  timeoutMs?: number;
}

export interface SubmitLeadResult {
  id?: string;
  /** The campaign experiment and arm the server attributed the lead to, if any. */
  experiment?: { experiment: string; variant: string };
}

export async function submitLead(
  endpoint: string,
  body: unknown,
  {
    idempotencyKey,
    fetcher = fetch,
    signal,
    timeoutMs = LEAD_SUBMIT_TIMEOUT_MS,
  }: SubmitLeadOptions,
): Promise<SubmitLeadResult> {
  // One controller for the caller's signal and the wait (AbortSignal.any is too new for some phones).
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    const response = await fetcher(endpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Idempotency-Key': idempotencyKey,
      },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    const answer = (await response.json().catch(() => null)) as {
      id?: unknown;
      experiment?: unknown;
      variant?: unknown;
      errors?: Record<string, string[]>;
    } | null;
    if (timedOut) throw new LeadSubmitError(0, undefined, true);
    if (!response.ok) throw new LeadSubmitError(response.status, answer?.errors ?? undefined);
    if (typeof answer?.id !== 'string') return {};
    const { experiment, variant } = answer;
    return typeof experiment === 'string' && typeof variant === 'string'
      ? { id: answer.id, experiment: { experiment, variant } }
      : { id: answer.id };
  } catch (error) {
    if (timedOut && !(error instanceof LeadSubmitError))
      throw new LeadSubmitError(0, undefined, true);
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

/** A fresh key per submission attempt (crypto.randomUUID needs a secure context; fall back). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function')
    return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
