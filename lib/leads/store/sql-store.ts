import {
  CLAIMABLE_STATUSES,
  CONVERSION_KINDS,
  conversionKeyOf,
  LEAD_KINDS,
  type DeliveryKind,
  type ClaimRequest,
  type LeadClaim,
  type LeadRecord,
  type LeadStatus,
  type LeadStore,
  type NewLead,
} from './types';

/**
 * What differs between SQLite and Postgres. Everything else (schema, statements, row mapping) is
 * written once below; each driver only connects, runs statements and converts values.
 */
export interface SqlDriver {
  readonly backend: LeadStore['backend'];
  /** Column types: SQLite keeps JSON as TEXT and times as epoch ms; Postgres has json/timestamptz. */
  readonly columnTypes: { json: string; time: string };
  /** Appended to the claim's inner SELECT: Postgres skips rows another claimer holds; SQLite serialises writers. */
  readonly claimRowLock: string;
  /** Runs one statement written with `?` placeholders; `rows` are RETURNING/SELECT rows. */
  run<Row>(sql: string, params?: readonly unknown[]): Promise<{ rows: Row[]; changes: number }>;
  /** Runs `write` so that it is on stable storage before it resolves (the 201 promise). */
  durably<T>(write: () => Promise<T>): Promise<T>;
  encodeTime(date: Date): unknown;
  decodeTime(value: unknown): Date;
  decodeJson(value: unknown): unknown;
  close(): Promise<void>;
}

/** The leads table in either dialect; created on first use. */
export function leadsSchema({ json, time }: SqlDriver['columnTypes']): string {
  return `
CREATE TABLE IF NOT EXISTS leads (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  source TEXT NOT NULL,
  idempotency_key TEXT NOT NULL UNIQUE,
  payload ${json} NOT NULL,
  webhook_body ${json} NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'delivering', 'delivered', 'failed', 'undelivered')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at ${time},
  lease_until ${time},
  last_error TEXT,
  created_at ${time} NOT NULL,
  delivered_at ${time}
);
CREATE INDEX IF NOT EXISTS leads_due ON leads (status, next_attempt_at);
CREATE INDEX IF NOT EXISTS leads_created ON leads (created_at);
CREATE TABLE IF NOT EXISTS experiment_exposures (
  experiment TEXT NOT NULL,
  variant TEXT NOT NULL,
  day TEXT NOT NULL,
  views INTEGER NOT NULL,
  PRIMARY KEY (experiment, variant, day)
);
`;
}

interface LeadRow {
  id: string;
  kind: DeliveryKind;
  source: string;
  idempotency_key: string;
  payload: unknown;
  webhook_body: unknown;
  status: LeadStatus;
  attempts: number;
  next_attempt_at: unknown;
  lease_until: unknown;
  last_error: string | null;
  created_at: unknown;
  delivered_at: unknown;
}

const LAST_ERROR_MAX_LENGTH = 1000;

/** `?, ?, ?` for an IN list (both dialects accept IN; arrays as parameters are Postgres-only). */
const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');

/** The one LeadStore implementation; `driver` supplies the dialect. */
export function createSqlLeadStore(
  driver: SqlDriver,
  extras: Pick<LeadStore, 'takeRateLimitHit'> = {},
): LeadStore {
  const time = (date: Date | null) => (date === null ? null : driver.encodeTime(date));
  const readTime = (value: unknown) =>
    value === null || value === undefined ? null : driver.decodeTime(value);

  function toRecord(row: LeadRow): LeadRecord {
    return {
      id: row.id,
      kind: row.kind,
      source: row.source,
      idempotencyKey: row.idempotency_key,
      payload: driver.decodeJson(row.payload),
      webhookBody: driver.decodeJson(row.webhook_body),
      status: row.status,
      attempts: Number(row.attempts),
      nextAttemptAt: readTime(row.next_attempt_at),
      leaseUntil: readTime(row.lease_until),
      lastError: row.last_error,
      createdAt: driver.decodeTime(row.created_at),
      deliveredAt: readTime(row.delivered_at),
    };
  }

  async function select(sql: string, params: readonly unknown[] = []): Promise<LeadRecord[]> {
    const { rows } = await driver.run<LeadRow>(sql, params);
    return rows.map(toRecord);
  }

  const byId = async (id: string) => (await select('SELECT * FROM leads WHERE id = ?', [id]))[0];

  return {
    backend: driver.backend,

    async insertLead(lead: NewLead, conversions: readonly NewLead[] = []) {
      const rows = [lead, ...conversions];
      const values = rows.map(() => '(?, ?, ?, ?, ?, ?, ?, 0, ?, ?)').join(', ');
      // One statement: a lead is never stored without its conversions, nor they without it. A
      // retried submission conflicts on every key (the conversions' derive from the lead's).
      const inserted = await driver.durably(() =>
        select(
          `INSERT INTO leads (id, kind, source, idempotency_key, payload, webhook_body, status, attempts,
             next_attempt_at, created_at)
           VALUES ${values}
           ON CONFLICT (idempotency_key) DO NOTHING
           RETURNING *`,
          rows.flatMap((row) => [
            row.id,
            row.kind,
            row.source,
            row.idempotencyKey,
            JSON.stringify(row.payload),
            JSON.stringify(row.webhookBody),
            row.status,
            time(row.createdAt),
            time(row.createdAt),
          ]),
        ),
      );
      const created = inserted.find((row) => row.id === lead.id);
      if (created) {
        return {
          lead: created,
          created: true,
          conversions: inserted.filter((row) => row.id !== lead.id),
        };
      }
      const [existing] = await select('SELECT * FROM leads WHERE idempotency_key = ?', [
        lead.idempotencyKey,
      ]);
      if (!existing) throw new Error('Lead insert did not persist');
      return { lead: existing, created: false, conversions: [] };
    },

    getLead: byId,

    async countExposure({ experiment, variant, day }) {
      await driver.run(
        `INSERT INTO experiment_exposures (experiment, variant, day, views) VALUES (?, ?, ?, 1)
         ON CONFLICT (experiment, variant, day)
         DO UPDATE SET views = experiment_exposures.views + 1`,
        [experiment, variant, day],
      );
    },

    async exposuresOf(experiment) {
      const { rows } = await driver.run<{ variant: string; views: unknown }>(
        `SELECT variant, SUM(views) AS views FROM experiment_exposures
         WHERE experiment = ? GROUP BY variant ORDER BY variant`,
        [experiment],
      );
      return new Map(rows.map((row) => [row.variant, Number(row.views)]));
    },

    async listLeads(filter = {}) {
      const status = filter.status ? 'AND status = ?' : '';
      const limit = filter.limit === undefined ? '' : 'LIMIT ?';
      const params = [
        ...LEAD_KINDS,
        ...(filter.status ? [filter.status] : []),
        ...(filter.limit === undefined ? [] : [filter.limit]),
      ];
      return select(
        `SELECT * FROM leads WHERE kind IN (${placeholders(LEAD_KINDS.length)}) ${status}
         ORDER BY created_at, id ${limit}`,
        params,
      );
    },

    async countLeads() {
      const { rows } = await driver.run<{ count: number | string }>(
        `SELECT COUNT(*) AS count FROM leads WHERE kind IN (${placeholders(LEAD_KINDS.length)})`,
        LEAD_KINDS,
      );
      return Number(rows[0]?.count ?? 0);
    },

    listConversionsOf(lead) {
      const keys = CONVERSION_KINDS.map((kind) => conversionKeyOf(kind, lead.idempotencyKey));
      return select(
        `SELECT * FROM leads WHERE idempotency_key IN (${placeholders(keys.length)}) ORDER BY kind`,
        keys,
      );
    },

    async claimDueLeads(request: ClaimRequest) {
      if (request.kinds.length === 0 || request.limit <= 0) return [];
      if (request.ids && request.ids.length === 0) return [];
      const now = time(request.now);
      const onlyIds = request.ids ? `AND id IN (${placeholders(request.ids.length)})` : '';
      // A probe takes the lead due soonest even when it is not due yet.
      const due = request.includeWaiting ? 'next_attempt_at IS NOT NULL' : 'next_attempt_at <= ?';
      // One statement, so selection and lease are atomic across processes.
      return select(
        `UPDATE leads SET status = 'delivering', lease_until = ?, attempts = attempts + 1
         WHERE id IN (
           SELECT id FROM leads
           WHERE kind IN (${placeholders(request.kinds.length)})
             AND status IN (${placeholders(CLAIMABLE_STATUSES.length)})
             AND ${due} AND (lease_until IS NULL OR lease_until < ?) ${onlyIds}
           ORDER BY next_attempt_at LIMIT ? ${driver.claimRowLock})
         RETURNING *`,
        [
          time(request.leaseUntil),
          ...request.kinds,
          ...CLAIMABLE_STATUSES,
          ...(request.includeWaiting ? [] : [now]),
          now,
          ...(request.ids ?? []),
          request.limit,
        ],
      );
    },

    // Both writes name the claim (its attempt number): once a lease has expired and another
    // worker has claimed the lead again, the older worker's late result changes nothing.
    async markDelivered(claim: LeadClaim, at: Date) {
      const { changes } = await driver.run(
        `UPDATE leads SET status = 'delivered', delivered_at = ?, lease_until = NULL, next_attempt_at = NULL,
           last_error = NULL
         WHERE id = ? AND status = 'delivering' AND attempts = ?`,
        [time(at), claim.id, claim.attempts],
      );
      return changes === 1;
    },

    async markAttemptFailed(claim: LeadClaim, failure) {
      const { changes } = await driver.run(
        `UPDATE leads SET status = ?, next_attempt_at = ?, lease_until = NULL, last_error = ?
         WHERE id = ? AND status = 'delivering' AND attempts = ?`,
        [
          failure.nextAttemptAt ? 'pending' : 'failed',
          time(failure.nextAttemptAt),
          failure.error.slice(0, LAST_ERROR_MAX_LENGTH),
          claim.id,
          claim.attempts,
        ],
      );
      return changes === 1;
    },

    async renewLease(claim: LeadClaim, leaseUntil: Date) {
      const { changes } = await driver.run(
        `UPDATE leads SET lease_until = ? WHERE id = ? AND status = 'delivering' AND attempts = ?`,
        [time(leaseUntil), claim.id, claim.attempts],
      );
      return changes === 1;
    },

    async releaseWaiting(kinds, now) {
      if (kinds.length === 0) return 0;
      const { changes } = await driver.run(
        `UPDATE leads SET next_attempt_at = ?
         WHERE status = 'pending' AND next_attempt_at > ? AND kind IN (${placeholders(kinds.length)})`,
        [time(now), time(now), ...kinds],
      );
      return changes;
    },

    async parkUndeliverable(kinds) {
      if (kinds.length === 0) return 0;
      const { changes } = await driver.run(
        `UPDATE leads SET status = 'undelivered'
         WHERE status = 'pending' AND kind IN (${placeholders(kinds.length)})`,
        kinds,
      );
      return changes;
    },

    async resetForRetry(id, now) {
      // A lead under a running lease is left alone: its worker's result is still to come.
      await driver.run(
        `UPDATE leads SET status = 'pending', next_attempt_at = ?, lease_until = NULL, delivered_at = NULL
         WHERE id = ? AND NOT (status = 'delivering' AND lease_until >= ?)`,
        [time(now), id, time(now)],
      );
      return byId(id);
    },

    async resetFailedForRetry(now, since) {
      const { rows } = await driver.run<{ id: string }>(
        `UPDATE leads SET status = 'pending', next_attempt_at = ?, lease_until = NULL
         WHERE status = 'failed' ${since ? 'AND created_at >= ?' : ''}
         RETURNING id`,
        [time(now), ...(since ? [time(since)] : [])],
      );
      return rows.map((row) => row.id);
    },

    ...extras,

    close: () => driver.close(),
  };
}
