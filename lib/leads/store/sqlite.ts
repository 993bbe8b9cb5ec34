import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import {
  CLAIMABLE_STATUSES,
  type ClaimRequest,
  type LeadKind,
  type LeadRecord,
  type LeadStatus,
  type LeadStore,
  type NewLead,
} from './types';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS leads (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  source TEXT NOT NULL,
  idempotency_key TEXT NOT NULL UNIQUE,
  payload TEXT NOT NULL,
  webhook_body TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'delivering', 'delivered', 'failed', 'undelivered')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER,
  lease_until INTEGER,
  last_error TEXT,
  created_at INTEGER NOT NULL,
  delivered_at INTEGER
);
CREATE INDEX IF NOT EXISTS leads_due ON leads (status, next_attempt_at);
CREATE INDEX IF NOT EXISTS leads_created ON leads (created_at);
`;

interface LeadRow {
  id: string;
  kind: LeadKind;
  source: string;
  idempotency_key: string;
  payload: string;
  webhook_body: string;
  status: LeadStatus;
  attempts: number;
  next_attempt_at: number | null;
  lease_until: number | null;
  last_error: string | null;
  created_at: number;
  delivered_at: number | null;
}

const toDate = (ms: number | null): Date | null => (ms === null ? null : new Date(ms));

function toRecord(row: LeadRow): LeadRecord {
  return {
    id: row.id,
    kind: row.kind,
    source: row.source,
    idempotencyKey: row.idempotency_key,
    payload: JSON.parse(row.payload) as unknown,
    webhookBody: JSON.parse(row.webhook_body) as unknown,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: toDate(row.next_attempt_at),
    leaseUntil: toDate(row.lease_until),
    lastError: row.last_error,
    createdAt: new Date(row.created_at),
    deliveredAt: toDate(row.delivered_at),
  };
}

type InsertResult = Awaited<ReturnType<LeadStore['insertLead']>>;
interface PendingInsert {
  lead: NewLead;
  resolve: (result: InsertResult) => void;
  reject: (error: unknown) => void;
}

const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');

/** SQLite file store: WAL + synchronous=FULL, so a lead answered 201 survives a crash or power loss. */
export function createSqliteLeadStore(filePath: string): LeadStore {
  let db: Database.Database | undefined;

  function open(): Database.Database {
    if (db) return db;
    const absolute = resolve(filePath);
    mkdirSync(dirname(absolute), { recursive: true });
    const opened = new Database(absolute);
    opened.pragma('journal_mode = WAL');
    // Status changes commit with NORMAL (safe against a process crash); insertLead switches to FULL.
    opened.pragma('synchronous = NORMAL');
    // The server, its worker and the CLI may write at once; wait for the lock instead of failing.
    opened.pragma('busy_timeout = 5000');
    opened.exec(SCHEMA);
    db = opened;
    return opened;
  }

  const byId = (id: string) =>
    open().prepare<[string], LeadRow>('SELECT * FROM leads WHERE id = ?').get(id);

  // Group commit: every insert that arrives within one turn of the event loop shares one
  // transaction and so one fsync. An fsync costs ~7 ms here and blocks the event loop, so one
  // per lead capped the endpoint near 130 leads/s and queued everything behind it at 200/s.
  let pendingInserts: PendingInsert[] = [];

  function insertRows(database: Database.Database, leads: NewLead[]): boolean[] {
    const insert = database.prepare(
      `INSERT INTO leads (id, kind, source, idempotency_key, payload, webhook_body, status, attempts,
       next_attempt_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?)
     ON CONFLICT (idempotency_key) DO NOTHING`,
    );
    return database.transaction(() =>
      leads.map(
        (lead) =>
          insert.run(
            lead.id,
            lead.kind,
            lead.source,
            lead.idempotencyKey,
            JSON.stringify(lead.payload),
            JSON.stringify(lead.webhookBody),
            lead.status,
            lead.createdAt.getTime(),
            lead.createdAt.getTime(),
          ).changes === 1,
      ),
    )();
  }

  function flushInserts() {
    const batch = pendingInserts;
    pendingInserts = [];
    let database: Database.Database;
    try {
      database = open();
    } catch (error) {
      batch.forEach((pending) => pending.reject(error));
      return;
    }
    // FULL: the WAL is fsynced before we answer 201, so an accepted lead survives power loss too.
    // (A status change lost that way only means one more send, which the receiver de-duplicates.)
    database.pragma('synchronous = FULL');
    try {
      let created: Array<boolean | Error>;
      try {
        created = insertRows(
          database,
          batch.map((pending) => pending.lead),
        );
      } catch {
        // One bad lead must not fail the others: insert them one by one instead.
        created = batch.map((pending) => {
          try {
            return insertRows(database, [pending.lead])[0]!;
          } catch (error) {
            return error instanceof Error ? error : new Error(String(error));
          }
        });
      }
      const byKey = database.prepare<[string], LeadRow>(
        'SELECT * FROM leads WHERE idempotency_key = ?',
      );
      batch.forEach((pending, index) => {
        try {
          const outcome = created[index];
          if (outcome instanceof Error) return pending.reject(outcome);
          const row = byKey.get(pending.lead.idempotencyKey);
          if (!row) return pending.reject(new Error('Lead insert did not persist'));
          pending.resolve({ lead: toRecord(row), created: outcome === true });
        } catch (error) {
          pending.reject(error);
        }
      });
    } finally {
      database.pragma('synchronous = NORMAL');
    }
  }

  return {
    backend: 'sqlite',

    insertLead(lead: NewLead) {
      return new Promise<InsertResult>((resolve, reject) => {
        pendingInserts.push({ lead, resolve, reject });
        if (pendingInserts.length === 1) setImmediate(flushInserts);
      });
    },

    async getLead(id) {
      const row = byId(id);
      return row ? toRecord(row) : undefined;
    },

    async listLeads(filter = {}) {
      const limit = filter.limit ?? -1;
      const rows = filter.status
        ? open()
            .prepare<[string, number], LeadRow>(
              'SELECT * FROM leads WHERE status = ? ORDER BY created_at, id LIMIT ?',
            )
            .all(filter.status, limit)
        : open()
            .prepare<[number], LeadRow>('SELECT * FROM leads ORDER BY created_at, id LIMIT ?')
            .all(limit);
      return rows.map(toRecord);
    },

    async countLeads() {
      const row = open()
        .prepare<[], { count: number }>('SELECT COUNT(*) AS count FROM leads')
        .get();
      return row?.count ?? 0;
    },

    async claimDueLeads(request: ClaimRequest) {
      if (request.kinds.length === 0 || request.limit <= 0) return [];
      if (request.ids && request.ids.length === 0) return [];
      const now = request.now.getTime();
      const conditions = [
        `kind IN (${placeholders(request.kinds.length)})`,
        `status IN (${placeholders(CLAIMABLE_STATUSES.length)})`,
        'next_attempt_at <= ?',
        '(lease_until IS NULL OR lease_until < ?)',
      ];
      const params: Array<string | number> = [...request.kinds, ...CLAIMABLE_STATUSES, now, now];
      if (request.ids) {
        conditions.push(`id IN (${placeholders(request.ids.length)})`);
        params.push(...request.ids);
      }
      // One statement: SQLite serialises writers, so selection and lease are atomic across processes.
      const rows = open()
        .prepare<Array<string | number>, LeadRow>(
          `UPDATE leads SET status = 'delivering', lease_until = ?, attempts = attempts + 1
           WHERE id IN (SELECT id FROM leads WHERE ${conditions.join(' AND ')} ORDER BY next_attempt_at LIMIT ?)
           RETURNING *`,
        )
        .all(request.leaseUntil.getTime(), ...params, request.limit);
      return rows.map(toRecord);
    },

    async markDelivered(id, at) {
      open()
        .prepare(
          `UPDATE leads SET status = 'delivered', delivered_at = ?, lease_until = NULL, next_attempt_at = NULL,
             last_error = NULL WHERE id = ?`,
        )
        .run(at.getTime(), id);
    },

    async markAttemptFailed(id, failure) {
      open()
        .prepare(
          `UPDATE leads SET status = ?, next_attempt_at = ?, lease_until = NULL, last_error = ?
           WHERE id = ? AND status = 'delivering'`,
        )
        .run(
          failure.nextAttemptAt ? 'pending' : 'failed',
          failure.nextAttemptAt?.getTime() ?? null,
          failure.error.slice(0, 1000),
          id,
        );
    },

    async parkUndeliverable(kinds) {
      if (kinds.length === 0) return 0;
      return open()
        .prepare(
          `UPDATE leads SET status = 'undelivered' WHERE status = 'pending' AND kind IN (${placeholders(kinds.length)})`,
        )
        .run(...kinds).changes;
    },

    async resetForRetry(id, now) {
      open()
        .prepare(
          `UPDATE leads SET status = 'pending', next_attempt_at = ?, lease_until = NULL, delivered_at = NULL
           WHERE id = ? AND NOT (status = 'delivering' AND lease_until >= ?)`,
        )
        .run(now.getTime(), id, now.getTime());
      const row = byId(id);
      return row ? toRecord(row) : undefined;
    },

    async close() {
      db?.close();
      db = undefined;
    },
  };
}
