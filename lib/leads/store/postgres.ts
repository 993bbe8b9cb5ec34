import { Pool, type PoolConfig } from 'pg';
import {
  CLAIMABLE_STATUSES,
  type ClaimRequest,
  type LeadKind,
  type LeadRecord,
  type LeadStatus,
  type LeadStore,
  type NewLead,
} from './types';

// json (not jsonb) keeps the webhook body's key order exactly as it will be sent.
const SCHEMA = `
CREATE TABLE IF NOT EXISTS leads (
  id text PRIMARY KEY,
  kind text NOT NULL,
  source text NOT NULL,
  idempotency_key text NOT NULL UNIQUE,
  payload json NOT NULL,
  webhook_body json NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'delivering', 'delivered', 'failed', 'undelivered')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz,
  lease_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL,
  delivered_at timestamptz
);
CREATE INDEX IF NOT EXISTS leads_due ON leads (status, next_attempt_at);
CREATE INDEX IF NOT EXISTS leads_created ON leads (created_at);
CREATE TABLE IF NOT EXISTS lead_rate_hits (
  key text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS lead_rate_hits_key_at ON lead_rate_hits (key, at);
`;

/** Any constant: serialises concurrent first-use schema creation across processes. */
const SCHEMA_LOCK_KEY = 724_011_901;
/** Advisory-lock class of the rate limiter's per-key locks (the key's hash is the second half). */
const RATE_LOCK_CLASS = 724_011_902;
/** Share of limiter calls that also sweep every expired hit. */
const RATE_SWEEP_PROBABILITY = 0.02;

interface LeadRow {
  id: string;
  kind: LeadKind;
  source: string;
  idempotency_key: string;
  payload: unknown;
  webhook_body: unknown;
  status: LeadStatus;
  attempts: number;
  next_attempt_at: Date | null;
  lease_until: Date | null;
  last_error: string | null;
  created_at: Date;
  delivered_at: Date | null;
}

function toRecord(row: LeadRow): LeadRecord {
  return {
    id: row.id,
    kind: row.kind,
    source: row.source,
    idempotencyKey: row.idempotency_key,
    payload: row.payload,
    webhookBody: row.webhook_body,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    leaseUntil: row.lease_until,
    lastError: row.last_error,
    createdAt: row.created_at,
    deliveredAt: row.delivered_at,
  };
}

/** Postgres store (DATABASE_URL), for deployments with several app instances. */
export function createPostgresLeadStore(
  connectionString: string,
  config: PoolConfig = {},
): LeadStore {
  const pool = new Pool({ connectionString, max: 10, ...config });
  // An idle client's network error must not crash the server; the next query reconnects.
  pool.on('error', (error) => console.error(`[leads] Postgres pool error: ${error.message}`));
  let ready: Promise<void> | undefined;

  function ensureSchema(): Promise<void> {
    ready ??= (async () => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
        await client.query(SCHEMA);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    })().catch((error: unknown) => {
      ready = undefined; // try again on the next call (the database may come up later)
      throw error;
    });
    return ready;
  }

  async function query(text: string, params: unknown[] = []): Promise<LeadRow[]> {
    await ensureSchema();
    const result = await pool.query<LeadRow>(text, params);
    return result.rows;
  }

  return {
    backend: 'postgres',

    async insertLead(lead: NewLead) {
      const inserted = await query(
        `INSERT INTO leads (id, kind, source, idempotency_key, payload, webhook_body, status, attempts,
           next_attempt_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 0, $8, $8)
         ON CONFLICT (idempotency_key) DO NOTHING
         RETURNING *`,
        [
          lead.id,
          lead.kind,
          lead.source,
          lead.idempotencyKey,
          JSON.stringify(lead.payload),
          JSON.stringify(lead.webhookBody),
          lead.status,
          lead.createdAt,
        ],
      );
      if (inserted[0]) return { lead: toRecord(inserted[0]), created: true };
      const [existing] = await query('SELECT * FROM leads WHERE idempotency_key = $1', [
        lead.idempotencyKey,
      ]);
      if (!existing) throw new Error('Lead insert did not persist');
      return { lead: toRecord(existing), created: false };
    },

    async getLead(id) {
      const [row] = await query('SELECT * FROM leads WHERE id = $1', [id]);
      return row ? toRecord(row) : undefined;
    },

    async listLeads(filter = {}) {
      const rows = filter.status
        ? await query('SELECT * FROM leads WHERE status = $1 ORDER BY created_at, id LIMIT $2', [
            filter.status,
            filter.limit ?? null,
          ])
        : await query('SELECT * FROM leads ORDER BY created_at, id LIMIT $1', [
            filter.limit ?? null,
          ]);
      return rows.map(toRecord);
    },

    async countLeads() {
      await ensureSchema();
      const result = await pool.query<{ count: string }>('SELECT COUNT(*) AS count FROM leads');
      return Number(result.rows[0]?.count ?? 0);
    },

    async claimDueLeads(request: ClaimRequest) {
      if (request.kinds.length === 0 || request.limit <= 0) return [];
      if (request.ids && request.ids.length === 0) return [];
      // SKIP LOCKED: concurrent claimers (other instances, the CLI) take different leads.
      const rows = await query(
        `UPDATE leads SET status = 'delivering', lease_until = $1, attempts = attempts + 1
         WHERE id IN (
           SELECT id FROM leads
           WHERE kind = ANY($2) AND status = ANY($3) AND next_attempt_at <= $4
             AND (lease_until IS NULL OR lease_until < $4)
             AND ($5::text[] IS NULL OR id = ANY($5))
           ORDER BY next_attempt_at LIMIT $6
           FOR UPDATE SKIP LOCKED)
         RETURNING *`,
        [
          request.leaseUntil,
          request.kinds,
          CLAIMABLE_STATUSES,
          request.now,
          request.ids ?? null,
          request.limit,
        ],
      );
      return rows.map(toRecord);
    },

    async markDelivered(id, at) {
      await query(
        `UPDATE leads SET status = 'delivered', delivered_at = $1, lease_until = NULL, next_attempt_at = NULL,
           last_error = NULL WHERE id = $2`,
        [at, id],
      );
    },

    async markAttemptFailed(id, failure) {
      await query(
        `UPDATE leads SET status = $1, next_attempt_at = $2, lease_until = NULL, last_error = $3
         WHERE id = $4 AND status = 'delivering'`,
        [
          failure.nextAttemptAt ? 'pending' : 'failed',
          failure.nextAttemptAt,
          failure.error.slice(0, 1000),
          id,
        ],
      );
    },

    async parkUndeliverable(kinds) {
      if (kinds.length === 0) return 0;
      await ensureSchema();
      const result = await pool.query(
        `UPDATE leads SET status = 'undelivered' WHERE status = 'pending' AND kind = ANY($1)`,
        [kinds],
      );
      return result.rowCount ?? 0;
    },

    async resetForRetry(id, now) {
      const [row] = await query(
        `UPDATE leads SET status = 'pending', next_attempt_at = $1, lease_until = NULL, delivered_at = NULL
         WHERE id = $2 AND NOT (status = 'delivering' AND lease_until >= $1)
         RETURNING *`,
        [now, id],
      );
      if (row) return toRecord(row);
      const [current] = await query('SELECT * FROM leads WHERE id = $1', [id]);
      return current ? toRecord(current) : undefined;
    },

    async takeRateLimitHit(key, limit, windowMs) {
      await ensureSchema();
      const client = await pool.connect();
      try {
        // One transaction per key under an advisory lock: concurrent requests on any instance
        // see each other's hits, so the window is exact. The database clock is the one clock.
        await client.query('BEGIN');
        await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
          RATE_LOCK_CLASS,
          key,
        ]);
        await client.query(
          `DELETE FROM lead_rate_hits WHERE key = $1 AND at <= clock_timestamp() - $2 * interval '1 millisecond'`,
          [key, windowMs],
        );
        const { rows } = await client.query<{ hits: number; retry_ms: number | null }>(
          `SELECT COUNT(*)::int AS hits,
             EXTRACT(EPOCH FROM (MIN(at) + $2 * interval '1 millisecond' - clock_timestamp())) * 1000 AS retry_ms
           FROM lead_rate_hits WHERE key = $1`,
          [key, windowMs],
        );
        const hits = rows[0]?.hits ?? 0;
        if (hits >= limit) {
          await client.query('COMMIT');
          const retryMs = Number(rows[0]?.retry_ms ?? windowMs);
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryMs / 1000)) };
        }
        await client.query('INSERT INTO lead_rate_hits (key, at) VALUES ($1, clock_timestamp())', [
          key,
        ]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
      // Now and then forget every key's old hits (idle keys are never visited again above).
      if (Math.random() < RATE_SWEEP_PROBABILITY) {
        void pool
          .query(
            `DELETE FROM lead_rate_hits WHERE at < clock_timestamp() - $1 * interval '1 millisecond'`,
            [windowMs],
          )
          .catch(() => undefined);
      }
      return { allowed: true };
    },

    async close() {
      await pool.end();
    },
  };
}
