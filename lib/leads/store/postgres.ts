import { Client, Pool, type ClientConfig, type PoolConfig } from 'pg';
import { LEAD_PIPELINE } from '../pipeline-config';
import { createSqlLeadStore, leadsSchema, type SqlDriver } from './sql-store';
import type { LeadStore } from './types';

// json (not jsonb) keeps the webhook body's key order exactly as it will be sent.
const COLUMN_TYPES = { json: 'json', time: 'timestamptz' };

/** Postgres-only: the rate limiter's hits, shared by every app instance. */
const RATE_HITS_SCHEMA = `
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

/** `?` placeholders (the shared statements) to Postgres's `$1, $2, …`. */
const numberPlaceholders = (sql: string) => {
  let index = 0;
  return sql.replace(/\?/g, () => `$${++index}`);
};

/** Postgres store (DATABASE_URL), for deployments with several app instances. */
export function createPostgresLeadStore(
  connectionString: string,
  config: PoolConfig = {},
): LeadStore {
  const limit = LEAD_PIPELINE.storeTimeoutMs;
  // Every call is bounded, so a stalled server costs a request a 503 in seconds, not a hang:
  // opening a connection (a frozen server still accepts TCP), the server's own statement limit,
  // and the client's wait for an answer (a frozen server never sends its cancel). Waiting for a
  // free pooled connection may take longer: in a burst the pool is busy, not stalled.
  class BoundedClient extends Client {
    constructor(clientConfig?: string | ClientConfig) {
      super({
        ...(typeof clientConfig === 'string' ? { connectionString: clientConfig } : clientConfig),
        connectionTimeoutMillis: limit,
      });
    }
  }
  const pool = new Pool({
    connectionString,
    max: 10,
    Client: BoundedClient,
    connectionTimeoutMillis: LEAD_PIPELINE.storeQueueTimeoutMs,
    statement_timeout: limit,
    query_timeout: limit + 500,
    ...config,
  });
  // An idle client's network error must not crash the server; the next query reconnects.
  pool.on('error', (error) => console.error(`[leads] Postgres pool error: ${error.message}`));
  let ready: Promise<void> | undefined;

  function ensureSchema(): Promise<void> {
    ready ??= (async () => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
        await client.query(leadsSchema(COLUMN_TYPES) + RATE_HITS_SCHEMA);
        await client.query('COMMIT');
        client.release();
      } catch (error) {
        // Dropping the connection rolls back; a ROLLBACK would wait on a stalled server again.
        client.release(error instanceof Error ? error : true);
        throw error;
      }
    })().catch((error: unknown) => {
      ready = undefined; // try again on the next call (the database may come up later)
      throw error;
    });
    return ready;
  }

  const driver: SqlDriver = {
    backend: 'postgres',
    columnTypes: COLUMN_TYPES,
    // Concurrent claimers (other instances, the CLI) take different leads instead of waiting.
    claimRowLock: 'FOR UPDATE SKIP LOCKED',
    async run<Row>(sql: string, params: readonly unknown[] = []) {
      await ensureSchema();
      const result = await pool.query(numberPlaceholders(sql), [...params]);
      return { rows: result.rows as Row[], changes: result.rowCount ?? 0 };
    },
    durably: (write) => write(), // a committed statement is durable (synchronous_commit)
    encodeTime: (date) => date,
    decodeTime: (value) => (value instanceof Date ? value : new Date(String(value))),
    decodeJson: (value) => value, // pg parses json columns
    close: () => pool.end(),
  };

  return createSqlLeadStore(driver, {
    async takeRateLimitHit(key, limit, windowMs) {
      await ensureSchema();
      const client = await pool.connect();
      let released = false;
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
          released = true;
          client.release();
          const retryMs = Number(rows[0]?.retry_ms ?? windowMs);
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryMs / 1000)) };
        }
        await client.query('INSERT INTO lead_rate_hits (key, at) VALUES ($1, clock_timestamp())', [
          key,
        ]);
        await client.query('COMMIT');
        released = true;
        client.release();
      } catch (error) {
        if (!released) client.release(error instanceof Error ? error : true);
        throw error;
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
  });
}
