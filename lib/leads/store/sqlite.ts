import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { createSqlLeadStore, leadsSchema, type SqlDriver } from './sql-store';
import type { LeadStore } from './types';

const COLUMN_TYPES = { json: 'TEXT', time: 'INTEGER' };

interface PendingWrite {
  write: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** SQLite file store: WAL + synchronous=FULL, so a lead answered 201 survives a crash or power loss. */
export function createSqliteLeadStore(filePath: string): LeadStore {
  let db: Database.Database | undefined;

  function open(): Database.Database {
    if (db) return db;
    const absolute = resolve(filePath);
    mkdirSync(dirname(absolute), { recursive: true });
    const opened = new Database(absolute);
    opened.pragma('journal_mode = WAL');
    // Status changes commit with NORMAL (safe against a process crash); inserts switch to FULL.
    opened.pragma('synchronous = NORMAL');
    // The server, its worker and the CLI may write at once; wait for the lock instead of failing.
    opened.pragma('busy_timeout = 5000');
    opened.exec(leadsSchema(COLUMN_TYPES));
    db = opened;
    return opened;
  }

  // Group commit: writes that arrive within one turn of the event loop share one transaction and
  // so one fsync. An fsync costs ~7 ms here and blocks the event loop, so one per lead capped the
  // endpoint near 130 leads/s and queued everything behind it at 200/s.
  let group: PendingWrite[] = [];

  async function commitGroup() {
    const batch = group;
    group = [];
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
    const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = [];
    try {
      database.exec('BEGIN IMMEDIATE');
      for (const pending of batch) {
        // A savepoint each: one lead that cannot be stored fails alone, not the rest of its group.
        database.exec('SAVEPOINT lead_write');
        try {
          outcomes.push({ ok: true, value: await pending.write() });
          database.exec('RELEASE lead_write');
        } catch (error) {
          database.exec('ROLLBACK TO lead_write');
          database.exec('RELEASE lead_write');
          outcomes.push({ ok: false, error });
        }
      }
      database.exec('COMMIT');
    } catch (error) {
      if (database.inTransaction) database.exec('ROLLBACK');
      batch.forEach((pending) => pending.reject(error));
      return;
    } finally {
      database.pragma('synchronous = NORMAL');
    }
    batch.forEach((pending, index) => {
      const outcome = outcomes[index]!;
      if (outcome.ok) pending.resolve(outcome.value);
      else pending.reject(outcome.error);
    });
  }

  const driver: SqlDriver = {
    backend: 'sqlite',
    columnTypes: COLUMN_TYPES,
    claimRowLock: '', // SQLite serialises writers: the UPDATE … WHERE id IN (SELECT …) is atomic
    async run<Row>(sql: string, params: readonly unknown[] = []) {
      const statement = open().prepare<unknown[], Row>(sql);
      if (statement.reader) return { rows: statement.all(...params), changes: 0 };
      return { rows: [], changes: statement.run(...params).changes };
    },
    durably<T>(write: () => Promise<T>) {
      return new Promise<T>((resolve, reject) => {
        group.push({ write, resolve: resolve as (value: unknown) => void, reject });
        if (group.length === 1) setImmediate(() => void commitGroup());
      });
    },
    encodeTime: (date) => date.getTime(),
    decodeTime: (value) => new Date(Number(value)),
    decodeJson: (value) => JSON.parse(String(value)) as unknown,
    async close() {
      db?.close();
      db = undefined;
    },
  };
  return createSqlLeadStore(driver);
}
