/**
 * Counts webhook duplicates under the delivery faults an operator meets, against a build
 * (LEADS_IT_DIST_DIR) so two builds can be compared:
 *   store   the store fails while sends are in flight (Postgres stopped for 2.4 s; own cluster)
 *   slow    the receiver answers after 12 s (longer than the old fixed 10 s timeout)
 *   kill    the server is killed (SIGKILL) while sends are in flight, then started again
 * Run: LEADS_IT_DIST_DIR=.next-it-leads npx tsx tests/integration/support/measure-duplicates.ts store|slow|kill
 * Prints one line: leads, webhook calls, leads received more than once.
 */
import { randomUUID } from 'node:crypto';
import { startApp, type AppServer } from './app-server';
import { eventually, postContact, validContactBody } from './contact-fixtures';
import { createTestDatabase } from './lead-db';
import { startOwnPostgres } from './own-postgres';
import { startWebhookReceiver } from './webhook-receiver';

const PORT = 3248;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function submitMany(app: AppServer, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await postContact(app.url, validContactBody(), {
      idempotencyKey: randomUUID(),
    });
    if (response.status !== 201) throw new Error(`submission answered ${response.status}`);
    ids.push(((await response.json()) as { id: string }).id);
  }
  return ids;
}

function report(name: string, ids: string[], keys: string[], extra = '') {
  const seen = new Map<string, number>();
  for (const key of keys) seen.set(key, (seen.get(key) ?? 0) + 1);
  const twice = ids.filter((id) => (seen.get(id) ?? 0) > 1).length;
  const missing = ids.filter((id) => !seen.has(id)).length;
  console.log(
    `${name}: ${ids.length} leads, ${keys.length} webhook calls, ${twice} received more than once, ${missing} not received${extra}`,
  );
}

async function measureStore() {
  const cluster = await startOwnPostgres();
  try {
    const url = await cluster.createDatabase();
    let outage: Promise<void> | undefined;
    const receiver = await startWebhookReceiver(0, (_call, index) => {
      // The store goes away while the first sends are in flight and answered 2xx.
      if (index === 5)
        outage = (async () => {
          await cluster.stop();
          await sleep(2_400);
          await cluster.start();
        })();
      return new Promise<number>((resolve) => setTimeout(() => resolve(200), 300));
    });
    const app = await startApp(PORT, {
      DATABASE_URL: url,
      CONTACT_WEBHOOK_URL: `${receiver.url}/hook`,
      LEAD_RATE_LIMIT: '0',
      LEAD_WORKER_INTERVAL_MS: '200',
      LEAD_RETRY_SCHEDULE_MS: '500,1000,2000',
      // The old build's fixed webhook timeout; a lease that shows a second send within 20 s.
      LEAD_DELIVERY_LEASE_MS: '20000',
      WEBHOOK_TIMEOUT_MS: '10000',
    });
    // The first sends are immediate attempts; the stop comes while they and the rest are in flight.
    const ids = await Promise.all(
      Array.from({ length: 40 }, async () => {
        for (;;) {
          const response = await postContact(app.url, validContactBody());
          if (response.status === 201) return ((await response.json()) as { id: string }).id;
          await sleep(200); // a 503 while the store is down: the form's retry
        }
      }),
    );
    await outage;
    const keys = () => receiver.calls.map((call) => String(call.headers['idempotency-key']));
    await eventually(
      async () => (ids.every((id) => keys().includes(id)) ? true : undefined),
      'every lead to arrive',
      60_000,
    );
    // Longer than the lease: a lead whose 2xx was not recorded is sent again by then.
    await sleep(24_000);
    report('store stopped 2.4 s during sends (Postgres)', ids, keys());
    if (process.env.MEASURE_VERBOSE) console.log(app.output());
    await app.stop();
    await receiver.close();
  } finally {
    await cluster.destroy();
  }
}

async function measureSlow() {
  const db = await createTestDatabase('sqlite');
  const receiver = await startWebhookReceiver(
    0,
    () => new Promise<number>((resolve) => setTimeout(() => resolve(200), 12_000)),
  );
  const app = await startApp(PORT, {
    ...db.env,
    CONTACT_WEBHOOK_URL: `${receiver.url}/hook`,
    LEAD_RATE_LIMIT: '0',
    LEAD_WORKER_INTERVAL_MS: '200',
    LEAD_RETRY_SCHEDULE_MS: '500,1000,2000',
  });
  const ids = await submitMany(app, 30);
  // Long enough for every lead to be answered once, and for a timed-out one to be sent again.
  await sleep(40_000);
  const keys = receiver.calls.map((call) => String(call.headers['idempotency-key']));
  const delivered = (await Promise.all(ids.map((id) => db.store.getLead(id)))).filter(
    (lead) => lead?.status === 'delivered',
  ).length;
  report(
    'receiver answering after 12 s (SQLite)',
    ids,
    keys,
    `, ${delivered} recorded delivered after 40 s`,
  );
  await app.stop();
  await receiver.close();
  await db.drop();
}

async function measureKill() {
  const db = await createTestDatabase('sqlite');
  const receiver = await startWebhookReceiver(
    0,
    () => new Promise<number>((resolve) => setTimeout(() => resolve(200), 200)),
  );
  const env = {
    ...db.env,
    CONTACT_WEBHOOK_URL: `${receiver.url}/hook`,
    LEAD_RATE_LIMIT: '0',
    LEAD_WORKER_INTERVAL_MS: '200',
    LEAD_RETRY_SCHEDULE_MS: '500,1000,2000',
    LEAD_DELIVERY_LEASE_MS: '4000',
    WEBHOOK_TIMEOUT_MS: '2000',
  };
  const app = await startApp(PORT, env);
  const ids = await Promise.all(Array.from({ length: 4 }, () => submitMany(app, 50))).then((all) =>
    all.flat(),
  );
  await app.kill(); // while the worker's batches are in flight
  const inFlight = receiver.calls.length;
  const restarted = await startApp(PORT, env);
  const keys = () => receiver.calls.map((call) => String(call.headers['idempotency-key']));
  await eventually(
    async () => {
      const leads = await Promise.all(ids.map((id) => db.store.getLead(id)));
      return leads.every((lead) => lead?.status === 'delivered') ? true : undefined;
    },
    'every lead to be delivered after the restart',
    120_000,
  );
  report('kill -9 during sends (SQLite)', ids, keys(), `, ${inFlight} calls before the kill`);
  await restarted.stop();
  await receiver.close();
  await db.drop();
}

const scenario = process.argv[2];
const run = { store: measureStore, slow: measureSlow, kill: measureKill }[scenario ?? ''];
if (!run) {
  console.error('usage: measure-duplicates.ts store|slow|kill');
  process.exit(2);
}
run().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
