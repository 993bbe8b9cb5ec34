import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { createLeadStore, type LeadStore } from '@/lib/leads/store';

export type Backend = 'sqlite' | 'postgres';

/** SQLite always; Postgres too when DATABASE_URL_TEST points at a server we may create databases on. */
export function backendsUnderTest(): Backend[] {
  return process.env.DATABASE_URL_TEST ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestDatabase {
  /** Environment that points a server (or the CLI) at this database. */
  env: Record<string, string>;
  /** The same store the server uses, for the test's own reads. */
  store: LeadStore;
  drop(): Promise<void>;
}

/** A fresh, empty lead database: a SQLite file in a temp dir, or a new Postgres database. */
export async function createTestDatabase(backend: Backend): Promise<TestDatabase> {
  if (backend === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'leads-it-'));
    // A not-yet-existing sub-folder: the store must create it.
    const file = join(dir, 'data', 'leads.db');
    const store = createLeadStore({ sqlitePath: file });
    return {
      env: { LEADS_DATABASE: file },
      store,
      async drop() {
        await store.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }

  const adminUrl = process.env.DATABASE_URL_TEST;
  if (!adminUrl) throw new Error('DATABASE_URL_TEST is not set');
  const name = `leads_it_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const store = createLeadStore({ databaseUrl: url.toString(), sqlitePath: '' });
  return {
    env: { DATABASE_URL: url.toString() },
    store,
    async drop() {
      await store.close();
      const cleanup = new Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
