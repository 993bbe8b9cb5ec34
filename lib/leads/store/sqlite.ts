import { mkdirSync } from 'node:fs';
import { open as openFile, type FileHandle } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { LEAD_PIPELINE } from '../pipeline-config';
import { createSqlLeadStore, leadsSchema, type SqlDriver } from './sql-store';
import type { LeadStore } from './types';

const COLUMN_TYPES = { json: 'TEXT', time: 'INTEGER' };

interface PendingWrite {
  write: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  /** Date.now() past which the write gives up waiting for a locked file. */
  deadline: number;
}

/** Pauses between tries while another process holds the file's write lock. */
const BUSY_PAUSES_MS = [5, 10, 25, 50, 100];

const isBusy = (error: unknown) =>
  typeof (error as { code?: unknown } | null)?.code === 'string' &&
  (error as { code: string }).code.startsWith('SQLITE_BUSY');

/**
 * Runs `action` until the file's lock lets it through or `deadline` passes (then its SQLITE_BUSY
 * is thrown: a 503 for a request). SQLite's own busy_timeout would wait the same time with the
 * whole event loop blocked, every other request of the process with it; these pauses are timers.
 */
async function whileLocked<T>(action: () => T, deadline: number): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return action();
    } catch (error) {
      const left = deadline - Date.now();
      if (!isBusy(error) || left <= 0) throw error;
      const pause = BUSY_PAUSES_MS[Math.min(attempt, BUSY_PAUSES_MS.length - 1)] ?? 100;
      await new Promise((resolve) => setTimeout(resolve, Math.min(pause, left)));
    }
  }
}

export interface SqliteLeadStoreOptions {
  /** Flushes the write-ahead log to disk (default: fsync). Tests watch when it runs. */
  flushWal?: (wal: FileHandle) => Promise<void>;
}

/**
 * SQLite file store in WAL mode. A stored lead is answered only once the WAL that holds it is
 * fsynced, so a lead answered 201 survives a crash or power loss.
 */
export function createSqliteLeadStore(
  filePath: string,
  { flushWal = (wal) => wal.sync() }: SqliteLeadStoreOptions = {},
): LeadStore {
  let db: Database.Database | undefined;

  function open(): Database.Database {
    if (db) return db;
    const absolute = resolve(filePath);
    mkdirSync(dirname(absolute), { recursive: true });
    const opened = new Database(absolute);
    try {
      // The server, its worker and the CLI may write at once: a locked file fails at once here
      // and whileLocked waits for it on timers, up to the store's time limit.
      opened.pragma('busy_timeout = 0');
      opened.pragma('journal_mode = WAL');
      // Commits do not fsync on the event loop (NORMAL: safe against a process crash); a lead's
      // commit is then flushed to disk off the event loop before it is answered (commitGroup).
      opened.pragma('synchronous = NORMAL');
      opened.exec(leadsSchema(COLUMN_TYPES));
    } catch (error) {
      opened.close();
      throw error;
    }
    db = opened;
    return opened;
  }

  // The store runs the same dozen statements over and over: compile each once per connection
  // (preparing cost about a third of the store's time per lead under load).
  const statements = new Map<string, Database.Statement>();
  function prepared(sql: string): Database.Statement {
    const database = open();
    let statement = statements.get(sql);
    if (!statement) {
      statement = database.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  }

  // The WAL file, opened once for flushing it. Its directory is flushed once too, so the file
  // itself survives a power loss, not only its contents.
  let wal: Promise<FileHandle> | undefined;
  function walFile(): Promise<FileHandle> {
    if (wal) return wal;
    const opening = (async () => {
      const absolute = resolve(filePath);
      const directory = await openFile(dirname(absolute), 'r');
      try {
        await flushWal(directory);
      } finally {
        await directory.close();
      }
      return openFile(`${absolute}-wal`, 'r');
    })();
    // A failed open is tried again by the next flush.
    opening.catch(() => {
      if (wal === opening) wal = undefined;
    });
    wal = opening;
    return opening;
  }

  // Flushes coalesce: a commit waits for a flush that starts after it. While one runs, every
  // commit that arrives meanwhile shares the one flush queued behind it, so the disk sees at most
  // one fsync in flight and one waiting, however many groups commit.
  let flushing: Promise<void> | undefined;
  let queuedFlush: Promise<void> | undefined;
  function flushCommitted(): Promise<void> {
    if (!flushing) {
      flushing = walFile()
        .then(flushWal)
        .finally(() => (flushing = undefined));
      return flushing;
    }
    queuedFlush ??= flushing
      .catch(() => undefined)
      .then(() => {
        queuedFlush = undefined;
        return flushCommitted();
      });
    return queuedFlush;
  }

  // Group commit: writes that arrive within one turn of the event loop share one transaction.
  // Durability comes from the flush above, an fsync of the WAL (~7 ms on this machine's disk) on
  // libuv's thread pool: SQLite's own (synchronous=FULL) blocked the event loop for it, which held
  // every other request behind it (p99 87 ms at 200 leads/s against 37-46 ms without the block).
  let group: PendingWrite[] = [];
  // Groups commit one after another: one waiting for a locked file must not interleave with the next.
  let committing: Promise<void> = Promise.resolve();

  async function commitGroup() {
    const batch = group;
    group = [];
    const deadline = Math.min(...batch.map((pending) => pending.deadline));
    let database: Database.Database;
    try {
      database = await whileLocked(open, deadline);
    } catch (error) {
      batch.forEach((pending) => pending.reject(error));
      return;
    }
    const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = [];
    try {
      await whileLocked(() => database.exec('BEGIN IMMEDIATE'), deadline);
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
      // Committed frames are in the WAL (or, if a checkpoint already moved them, in the database
      // file, which a checkpoint fsyncs): flushing the WAL makes the group durable, as FULL would.
      await flushCommitted();
    } catch (error) {
      if (database.inTransaction) database.exec('ROLLBACK');
      batch.forEach((pending) => pending.reject(error));
      return;
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
    run<Row>(sql: string, params: readonly unknown[] = []) {
      // Inside a group's transaction this connection holds the lock; elsewhere it may wait for it.
      return whileLocked(() => {
        const statement = prepared(sql) as Database.Statement<unknown[], Row>;
        if (statement.reader) return { rows: statement.all(...params), changes: 0 };
        return { rows: [] as Row[], changes: statement.run(...params).changes };
      }, Date.now() + LEAD_PIPELINE.storeTimeoutMs);
    },
    durably<T>(write: () => Promise<T>) {
      return new Promise<T>((resolve, reject) => {
        const deadline = Date.now() + LEAD_PIPELINE.storeTimeoutMs;
        group.push({ write, resolve: resolve as (value: unknown) => void, reject, deadline });
        if (group.length === 1)
          setImmediate(() => {
            committing = committing.then(commitGroup).catch(() => undefined);
          });
      });
    },
    encodeTime: (date) => date.getTime(),
    decodeTime: (value) => new Date(Number(value)),
    decodeJson: (value) => JSON.parse(String(value)) as unknown,
    async close() {
      statements.clear();
      const walHandle = wal;
      wal = undefined;
      await walHandle?.then((handle) => handle.close()).catch(() => undefined);
      db?.close();
      db = undefined;
    },
  };
  return createSqlLeadStore(driver);
}
