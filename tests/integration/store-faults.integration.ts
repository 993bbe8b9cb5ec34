/**
 * The store stalls or fails, and a visitor is still answered: a frozen Postgres (SIGSTOP) or a
 * SQLite file another process holds locked is a 503 within a few seconds (never a hang), the
 * server keeps answering everything else meanwhile, and the form's retry with the same
 * Idempotency-Key stores each lead once. A store that fails right after a webhook's 2xx does not
 * make the lead go out twice. Postgres faults run on a cluster of this suite's own
 * (support/own-postgres.ts), so freezing it touches no other suite.
 */
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { LEAD_API_MESSAGES } from '@/lib/leads/contract/handle-submission';
import { createLeadStore, type LeadStore } from '@/lib/leads/store';
import { startApp } from './support/app-server';
import { eventually, postContact, validContactBody } from './support/contact-fixtures';
import { backendsUnderTest, createTestDatabase } from './support/lead-db';
import { ownPostgresUnavailable, startOwnPostgres, type OwnPostgres } from './support/own-postgres';
import { startWebhookReceiver } from './support/webhook-receiver';

const PORTS = { stalled: 3242, afterTwoXx: 3243 };
/** The store's time limit is 3 s (LEAD_PIPELINE.storeTimeoutMs); a visitor waits little more. */
const STALLED_ANSWER_WITHIN_MS = 5_000;

/** A store the faults can be applied to: a SQLite file, or a database on the own cluster. */
interface FaultyStore {
  env: Record<string, string>;
  store: LeadStore;
  /** Makes every write wait (SQLite: another connection's exclusive lock; Postgres: SIGSTOP). */
  stall(): void;
  resume(): void;
  /** Makes every store call fail at once (SQLite: the lock; Postgres: the server stopped). */
  fail(): void | Promise<void>;
  recover(): void | Promise<void>;
  drop(): Promise<void>;
}

let cluster: OwnPostgres | undefined;
const skipPostgres = ownPostgresUnavailable();

async function faultyStore(backend: 'sqlite' | 'postgres'): Promise<FaultyStore> {
  if (backend === 'sqlite') {
    const db = await createTestDatabase('sqlite');
    const file = db.env.LEADS_DATABASE!;
    await db.store.countLeads(); // creates the file and its schema
    const locker = new Database(file);
    const lock = () => {
      locker.exec('BEGIN EXCLUSIVE');
    };
    const unlock = () => {
      if (locker.inTransaction) locker.exec('COMMIT');
    };
    return {
      env: db.env,
      store: db.store,
      stall: lock,
      resume: unlock,
      fail: lock,
      recover: unlock,
      async drop() {
        unlock();
        locker.close();
        await db.drop();
      },
    };
  }
  cluster ??= await startOwnPostgres();
  const own = cluster;
  const url = await own.createDatabase();
  const store = createLeadStore({ databaseUrl: url, sqlitePath: '' });
  return {
    env: { DATABASE_URL: url },
    store,
    stall: () => own.freeze(),
    resume: () => own.thaw(),
    fail: () => own.stop(),
    recover: () => own.start(),
    async drop() {
      own.thaw();
      await store.close();
    },
  };
}

afterAll(async () => {
  await cluster?.destroy();
});

describe.each(backendsUnderTest())('lead store faults (%s store)', (backend) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  });

  const skip = backend === 'postgres' && skipPostgres !== undefined;
  const run = skip ? it.skip : it;
  if (skip) console.warn(`[store-faults] Postgres faults skipped: ${skipPostgres}`);

  run(
    'answers a stalled store with a fast 503, keeps serving meanwhile, and the same-key retry stores each lead once',
    async () => {
      const receiver = await startWebhookReceiver();
      cleanups.push(() => receiver.close());
      const faulty = await faultyStore(backend);
      cleanups.push(() => faulty.drop());
      const app = await startApp(PORTS.stalled, {
        ...faulty.env,
        CONTACT_WEBHOOK_URL: `${receiver.url}/webhook/contact-form`,
        LEAD_RATE_LIMIT: '10000',
        LEAD_WORKER_INTERVAL_MS: '200',
      });
      cleanups.push(() => app.stop());
      // A failed check must not leave the store stalled under the server's shutdown.
      cleanups.push(async () => faulty.resume());
      // Warm: the schema exists and the pool holds connections when the store stalls.
      expect((await postContact(app.url, validContactBody())).status).toBe(201);

      const submissions = Array.from({ length: 5 }, () => ({
        key: randomUUID(),
        body: validContactBody(),
      }));
      faulty.stall();
      let resumed = false;
      try {
        const started = Date.now();
        const answers = submissions.map(async ({ key, body }) => {
          const response = await postContact(app.url, body, { idempotencyKey: key });
          return { status: response.status, ms: Date.now() - started, body: await response.text() };
        });
        // Everything else the process serves does not wait for the store.
        const probeStarted = Date.now();
        const probe = await fetch(`${app.url}/api/contact`, { method: 'OPTIONS' });
        const probeMs = Date.now() - probeStarted;
        const settled = await Promise.all(answers);
        faulty.resume();
        resumed = true;
        console.log(
          `[store-faults] ${backend}: stalled store answered ${settled.map((answer) => `${answer.status} in ${answer.ms} ms`).join(', ')}; OPTIONS meanwhile in ${probeMs} ms`,
        );
        expect(probe.status).toBe(204);
        expect(probeMs).toBeLessThan(1000);
        for (const answer of settled) {
          expect(answer.status).toBe(503);
          expect(JSON.parse(answer.body)).toEqual({ error: LEAD_API_MESSAGES.storeUnavailable });
          expect(answer.ms).toBeLessThan(STALLED_ANSWER_WITHIN_MS);
        }
      } finally {
        if (!resumed) faulty.resume();
      }

      // The form's retry: the same key and values. A lead the stalled server stored after all is
      // answered with its id, not stored twice.
      const ids = await Promise.all(
        submissions.map(async ({ key, body }) => {
          const response = await eventually(async () => {
            const answer = await postContact(app.url, body, { idempotencyKey: key });
            return answer.status === 503 ? undefined : answer;
          }, 'the store to answer again');
          expect(response.status).toBe(201);
          return ((await response.json()) as { id: string }).id;
        }),
      );
      expect(new Set(ids).size).toBe(5);
      expect(await faulty.store.countLeads()).toBe(6);
      const delivered = await eventually(async () => {
        const leads = await Promise.all(ids.map((id) => faulty.store.getLead(id)));
        return leads.every((lead) => lead?.status === 'delivered') ? leads : undefined;
      }, 'the retried leads to be delivered');
      expect(delivered.map((lead) => lead?.attempts)).toEqual([1, 1, 1, 1, 1]);
    },
    90_000,
  );

  run(
    'records a 2xx once the store is back instead of sending the lead again',
    async () => {
      const faulty = await faultyStore(backend);
      cleanups.push(() => faulty.drop());
      // The store fails as soon as the receiver has the lead and comes back after 2.4 s (a
      // Postgres restart) or 6 s (a SQLite lock longer than any busy wait), well within the lease.
      const outageMs = backend === 'postgres' ? 2_400 : 6_000;
      const receiver = await startWebhookReceiver(0, async (_call, index) => {
        if (index > 0) return 200;
        await faulty.fail();
        setTimeout(() => void faulty.recover(), outageMs);
        return 200;
      });
      cleanups.push(() => receiver.close());
      const app = await startApp(PORTS.afterTwoXx, {
        ...faulty.env,
        CONTACT_WEBHOOK_URL: `${receiver.url}/webhook/contact-form`,
        LEAD_RATE_LIMIT: '0',
        LEAD_WORKER_INTERVAL_MS: '200',
        LEAD_RETRY_SCHEDULE_MS: '200,400,800',
        // Short enough that a lease running out would show here as a second send.
        LEAD_DELIVERY_LEASE_MS: '9000',
        WEBHOOK_TIMEOUT_MS: '4000',
      });
      cleanups.push(() => app.stop());
      const response = await postContact(app.url, validContactBody());
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };

      const lead = await eventually(
        async () => {
          const current = await faulty.store.getLead(id).catch(() => undefined);
          return current?.status === 'delivered' ? current : undefined;
        },
        'the delivery to be recorded',
        30_000,
      );
      // One claim, one send: a second attempt would have sent the body again.
      expect(lead.attempts).toBe(1);
      expect(receiver.calls.map((call) => call.headers['idempotency-key'])).toEqual([id]);
      expect(app.output()).toContain('was delivered but could not be recorded yet');
    },
    90_000,
  );
});
