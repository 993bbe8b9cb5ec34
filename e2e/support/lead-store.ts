import Database from 'better-sqlite3';
import path from 'node:path';
import { expect } from '@playwright/test';
import { fetchReceivedWebhooks } from './webhook-receiver';

/** One lead in the e2e server's store (playwright.config.ts LEADS_DATABASE). */
export interface StoredLead {
  id: string;
  source: string;
  status: string;
  payload: { attribution?: Record<string, string> | null } & Record<string, unknown>;
}

/** The leads stored for `email` (read-only: the server owns the file). */
export function storedLeadsFor(email: string): StoredLead[] {
  const file = path.resolve(process.env.E2E_DIST_DIR ?? '.next-e2e', 'e2e-leads.db');
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('SELECT id, source, status, payload FROM leads').all() as Array<
      Omit<StoredLead, 'payload'> & { payload: string }
    >;
    return rows
      .filter((row) => row.payload.includes(email))
      .map((row) => ({ ...row, payload: JSON.parse(row.payload) as StoredLead['payload'] }));
  } finally {
    db.close();
  }
}

/**
 * How many webhook calls carried `email`, read once every lead stored for it is delivered: a
 * delivered lead is never sent again, so the count is final (no waiting "long enough").
 */
export async function settledWebhookCount(email: string, webhookPath: string): Promise<number> {
  await expect
    .poll(
      () => {
        const statuses = storedLeadsFor(email).map((lead) => lead.status);
        return statuses.length > 0 && statuses.every((status) => status === 'delivered')
          ? 'all delivered'
          : statuses.join(', ') || 'none stored';
      },
      { message: `the leads of ${email} delivered`, timeout: 15_000 },
    )
    .toBe('all delivered');
  return (await fetchReceivedWebhooks()).filter(
    (call) => call.path === webhookPath && JSON.stringify(call.body).includes(email),
  ).length;
}
