import { getEnv } from '@/lib/env';
import { createPostgresLeadStore } from './postgres';
import { createSqliteLeadStore } from './sqlite';
import type { LeadStore } from './types';

export * from './types';

export interface LeadStoreConfig {
  /** Postgres when set (DATABASE_URL). */
  databaseUrl?: string;
  /** SQLite file otherwise (LEADS_DATABASE). */
  sqlitePath: string;
}

export function createLeadStore(config: LeadStoreConfig): LeadStore {
  return config.databaseUrl
    ? createPostgresLeadStore(config.databaseUrl)
    : createSqliteLeadStore(config.sqlitePath);
}

// Route handlers and instrumentation may be bundled apart; one store (one pool) per process.
const globalForStore = globalThis as typeof globalThis & { __octaacerLeadStore?: LeadStore };

/** The process-wide lead store configured by DATABASE_URL / LEADS_DATABASE. */
export function getLeadStore(): LeadStore {
  if (!globalForStore.__octaacerLeadStore) {
    const env = getEnv();
    globalForStore.__octaacerLeadStore = createLeadStore({
      databaseUrl: env.DATABASE_URL,
      sqlitePath: env.LEADS_DATABASE,
    });
  }
  return globalForStore.__octaacerLeadStore;
}
