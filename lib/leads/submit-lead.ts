/**
 * Browser helper that POSTs a lead to one of our API routes as JSON. The Idempotency-Key lets
 * the server store and deliver a retried submission (double click, flaky network) only once,
 * so callers make one key per submission attempt and reuse it when retrying that attempt.
 */
export class LeadSubmitError extends Error {
  constructor(
    readonly status: number,
    /** Field errors from a 422 answer, when the server sent them. */
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(`Lead submission failed: ${status}`);
    this.name = 'LeadSubmitError';
  }
}

export interface SubmitLeadOptions {
  idempotencyKey: string;
  fetcher?: typeof fetch;
  signal?: AbortSignal;
}

export interface SubmitLeadResult {
  id?: string;
}

export async function submitLead(
  endpoint: string,
  body: unknown,
  { idempotencyKey, fetcher = fetch, signal }: SubmitLeadOptions,
): Promise<SubmitLeadResult> {
  const response = await fetcher(endpoint, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'Idempotency-Key': idempotencyKey,
    },
    body: JSON.stringify(body),
    signal,
  });
  const answer = (await response.json().catch(() => null)) as {
    id?: unknown;
    errors?: Record<string, string[]>;
  } | null;
  if (!response.ok) throw new LeadSubmitError(response.status, answer?.errors ?? undefined);
  return typeof answer?.id === 'string' ? { id: answer.id } : {};
}

/** A fresh key per submission attempt (crypto.randomUUID needs a secure context; fall back). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function')
    return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
