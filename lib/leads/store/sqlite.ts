import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { createSqlLeadStore, leadsSchema, type SqlDriver } from './sql-store';
import type { LeadStore } from './types';

const COLUMN_TYPES = { json: 'TEXT', time: 'INTEGER' };

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

  const driver: SqlDriver = {
    backend: 'sqlite',
    columnTypes: COLUMN_TYPES,
    claimRowLock: '', // SQLite serialises writers: the UPDATE … WHERE id IN (SELECT …) is atomic
    async run<Row>(sql: string, params: readonly unknown[] = []) {
      const statement = open().prepare<unknown[], Row>(sql);
      if (statement.reader) return { rows: statement.all(...params), changes: 0 };
      return { rows: [], changes: statement.run(...params).changes };
    },
    async durably(write) {
      const database = open();
      // FULL: the WAL is fsynced before we answer 201, so an accepted lead survives power loss too.
      // (A status change lost that way only means one more send, which the receiver de-duplicates.)
      database.pragma('synchronous = FULL');
      try {
        return await write();
      } finally {
        database.pragma('synchronous = NORMAL');
      }
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
