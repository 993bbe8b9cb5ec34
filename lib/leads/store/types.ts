export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Which webhook a lead goes to: contact → CONTACT_WEBHOOK_URL, lead → LEAD_WEBHOOK_URL. */
export const LEAD_KINDS = ['contact', 'lead'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/**
 * A lead's server-side conversions (lib/leads/conversions): each destination is a row of the same
 * outbox, keyed `<kind>:<the lead's idempotency key>`, so it is retried, leased and kept like a lead.
 */
export const CONVERSION_KINDS = ['meta-capi', 'ga4-mp'] as const;
export type ConversionKind = (typeof CONVERSION_KINDS)[number];

/** Every kind of row in the outbox: a lead for its webhook, or one of its conversions. */
export const DELIVERY_KINDS = [...LEAD_KINDS, ...CONVERSION_KINDS] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/** The idempotency key of a lead's conversion for one destination. */
export const conversionKeyOf = (kind: ConversionKind, leadIdempotencyKey: string) =>
  `${kind}:${leadIdempotencyKey}`;

/**
 * pending: waiting for its (next) attempt · delivering: claimed under a lease · delivered ·
 * failed: retries exhausted (kept, retry by hand) · undelivered: no webhook configured for its kind.
 */
export const LEAD_STATUSES = [
  'pending',
  'delivering',
  'delivered',
  'failed',
  'undelivered',
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export interface LeadRecord {
  id: string;
  kind: DeliveryKind;
  /** Which form it came from: contact-form, wizard, lead-modal. */
  source: string;
  idempotencyKey: string;
  /** What the visitor sent (validated values, attribution) plus request facts. */
  payload: unknown;
  /** Exactly the JSON body the webhook receives. */
  webhookBody: unknown;
  status: LeadStatus;
  attempts: number;
  nextAttemptAt: Date | null;
  leaseUntil: Date | null;
  lastError: string | null;
  createdAt: Date;
  deliveredAt: Date | null;
}

export interface NewLead {
  id: string;
  kind: DeliveryKind;
  source: string;
  idempotencyKey: string;
  payload: unknown;
  webhookBody: unknown;
  status: 'pending' | 'undelivered';
  createdAt: Date;
}

/** A lead as one claim returned it: every claim counts an attempt, so the number names the lease. */
export type LeadClaim = Pick<LeadRecord, 'id' | 'attempts'>;

export interface ClaimRequest {
  now: Date;
  leaseUntil: Date;
  /** Only kinds whose webhook is configured are claimed. */
  kinds: readonly DeliveryKind[];
  limit: number;
  /** Restricts the claim to these leads (the first attempt right after a submission). */
  ids?: readonly string[];
  /** Also leads whose next attempt is still to come (a probe of a failing webhook). */
  includeWaiting?: boolean;
}

/** One interface over SQLite (default) and Postgres (DATABASE_URL); the schema is created on first use. */
export interface LeadStore {
  readonly backend: 'sqlite' | 'postgres';
  /**
   * Stores a lead unless its idempotency key is known; then returns the first lead unchanged. Its
   * conversions (keyed by conversionKeyOf) are stored in the same statement: all or nothing.
   */
  insertLead(
    lead: NewLead,
    conversions?: readonly NewLead[],
  ): Promise<{ lead: LeadRecord; created: boolean; conversions: LeadRecord[] }>;
  /** A lead, or one conversion delivery, by id. */
  getLead(id: string): Promise<LeadRecord | undefined>;
  /** Leads only (contact and lead kinds), oldest first. */
  listLeads(filter?: { status?: LeadStatus; limit?: number }): Promise<LeadRecord[]>;
  /** How many leads (not their conversion deliveries). */
  countLeads(): Promise<number>;
  /**
   * Counts one visitor's view of an experiment's arm on a day (YYYY-MM-DD, UTC); the middleware
   * asks once per visitor and day (lib/experiments/exposure.ts).
   */
  countExposure(view: { experiment: string; variant: string; day: string }): Promise<void>;
  /** An experiment's views per arm, over all days. */
  exposuresOf(experiment: string): Promise<Map<string, number>>;
  /** The conversion deliveries stored with a lead. */
  listConversionsOf(lead: Pick<LeadRecord, 'idempotencyKey'>): Promise<LeadRecord[]>;
  /**
   * Atomically leases due leads (pending, undelivered, or delivering with an expired lease)
   * so that no two processes send the same lead at once; counts the attempt.
   */
  claimDueLeads(request: ClaimRequest): Promise<LeadRecord[]>;
  /**
   * Records a successful send; false (and nothing written) when the caller no longer holds the
   * lease: another worker has claimed the lead since, or it was reset by hand.
   */
  markDelivered(claim: LeadClaim, at: Date): Promise<boolean>;
  /** nextAttemptAt null: retries are exhausted and the lead is marked failed. Same lease check. */
  markAttemptFailed(
    claim: LeadClaim,
    failure: { error: string; nextAttemptAt: Date | null },
  ): Promise<boolean>;
  /**
   * Extends a running claim's lease (its send is still in flight); false when the caller no
   * longer holds the claim.
   */
  renewLease(claim: LeadClaim, leaseUntil: Date): Promise<boolean>;
  /**
   * Makes the pending leads of these kinds that wait for a later retry due now (their webhook has
   * just taken a lead again); returns how many.
   */
  releaseWaiting(kinds: readonly DeliveryKind[], now: Date): Promise<number>;
  /** Parks pending leads of kinds without a webhook as undelivered; returns how many. */
  parkUndeliverable(kinds: readonly DeliveryKind[]): Promise<number>;
  /** Makes a lead due now again (status pending, attempts kept). */
  resetForRetry(id: string, now: Date): Promise<LeadRecord | undefined>;
  /**
   * Makes every failed lead (created at or after `since`, when given) due now again; returns
   * their ids.
   */
  resetFailedForRetry(now: Date, since?: Date): Promise<string[]>;
  /**
   * Counts one submission for `key` in a sliding window shared by every app instance using this
   * store. Only stores that several instances share implement it (Postgres); without it the
   * limiter stays in process memory.
   */
  takeRateLimitHit?(key: string, limit: number, windowMs: number): Promise<RateLimitDecision>;
  close(): Promise<void>;
}

/** Statuses a claim may pick up (delivering only once its lease has ended). */
export const CLAIMABLE_STATUSES: readonly LeadStatus[] = ['pending', 'undelivered', 'delivering'];
