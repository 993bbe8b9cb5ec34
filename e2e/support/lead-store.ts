import Database from 'better-sqlite3';
import path from 'node:path';
import { fetchReceivedWebhooks } from './webhook-receiver';

/** One lead in the e2e server's store (playwright.config.ts LEADS_DATABASE). */
export interface StoredLead {
  id: string;
  source: string;
  status: string;
}

/** The leads stored for `email` (read-only: the server owns the file). */
export function storedLeadsFor(email: string): StoredLead[] {
  const file = path.resolve(process.env.E2E_DIST_DIR ?? '.next-e2e', 'e2e-leads.db');
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('SELECT id, source, status, payload FROM leads').all() as Array<
      StoredLead & { payload: string }
    >;
    return rows
      .filter((row) => row.payload.includes(email))
      .map(({ id, source, status }) => ({ id, source, status }));
  } finally {
    db.close();
  }
}

/**
 * How many webhook calls carried `email`, read once every lead stored for it is delivered: a
 * delivered lead is never sent again, so the count is final (no waiting "long enough").
 */
export async function settledWebhookCount(email: string, webhookPath: string): Promise<number> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const current = storedLeadsFor(email).map((lead) => lead.status);
    if (current.length > 0 && current.every((status) => status === 'delivered')) break;
    if (Date.now() > deadline)
      throw new Error(
        `The leads of ${email} were not all delivered in time: ${current.join(', ')}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return (await fetchReceivedWebhooks()).filter(
    (call) => call.path === webhookPath && JSON.stringify(call.body).includes(email),
  ).length;
}
