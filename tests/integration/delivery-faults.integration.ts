/**
 * The webhook side of delivering each lead once and promptly: a receiver slower than the old fixed
 * 10 s limit but within WEBHOOK_TIMEOUT_MS gets each lead once, and after an outage the leads
 * waiting out a long backoff step go out as soon as the receiver is back. The operator can make
 * every failed lead (or those since a date) due again from the CLI.
 */
import { startApp, type AppServer } from './support/app-server';
import { eventually, postContact, validContactBody } from './support/contact-fixtures';
import { backendsUnderTest, createTestDatabase, type TestDatabase } from './support/lead-db';
import { runLeadsCli } from './support/leads-cli';
import {
  findFreePort,
  startWebhookReceiver,
  type WebhookReceiver,
} from './support/webhook-receiver';

const PORTS = { slow: 3244, outage: 3245, failed: 3246 };

async function submit(app: AppServer): Promise<string> {
  const response = await postContact(app.url, validContactBody());
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

describe.each(backendsUnderTest())('lead delivery faults (%s store)', (backend) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  });

  async function setup(port: number, env: Record<string, string>, receiver?: WebhookReceiver) {
    const db = await createTestDatabase(backend);
    cleanups.push(() => db.drop());
    if (receiver) cleanups.push(() => receiver.close());
    const serverEnv = {
      ...db.env,
      ...(receiver ? { CONTACT_WEBHOOK_URL: `${receiver.url}/webhook/contact-form` } : {}),
      LEAD_RATE_LIMIT: '0',
      ...env,
    };
    const app = await startApp(port, serverEnv);
    cleanups.push(() => app.stop());
    return { db, app, serverEnv };
  }

  const deliveredLead = (db: TestDatabase, id: string, timeoutMs = 30_000) =>
    eventually(
      async () => {
        const lead = await db.store.getLead(id);
        return lead?.status === 'delivered' ? lead : undefined;
      },
      `lead ${id} to be delivered`,
      timeoutMs,
    );

  it('sends a lead once to a receiver that answers after 11 s (within WEBHOOK_TIMEOUT_MS)', async () => {
    const answerAfterMs = 11_000;
    const receiver = await startWebhookReceiver(
      0,
      () => new Promise<number>((resolve) => setTimeout(() => resolve(200), answerAfterMs)),
    );
    const { db, app } = await setup(
      PORTS.slow,
      {
        WEBHOOK_TIMEOUT_MS: '15000',
        LEAD_RETRY_SCHEDULE_MS: '200,400,800',
        LEAD_WORKER_INTERVAL_MS: '100',
      },
      receiver,
    );
    const id = await submit(app);
    const lead = await deliveredLead(db, id);
    // A send that timed out would have been a second attempt with the same body.
    expect(lead.attempts).toBe(1);
    expect(receiver.calls.map((call) => call.headers['idempotency-key'])).toEqual([id]);
    expect(receiver.calls[0]?.answer).toBe(200);
  }, 60_000);

  it('delivers every waiting lead within seconds of the receiver coming back, not after the backoff step', async () => {
    const port = await findFreePort();
    const { db, app } = await setup(PORTS.outage, {
      CONTACT_WEBHOOK_URL: `http://127.0.0.1:${port}/webhook/contact-form`,
      // The last step stands for production's hour: once there, a lead waits a minute.
      LEAD_RETRY_SCHEDULE_MS: '300,600,60000',
      LEAD_WORKER_INTERVAL_MS: '100',
    });
    const ids: string[] = [];
    for (let index = 0; index < 8; index += 1) ids.push(await submit(app));
    // The outage lasts until every lead waits out the long step.
    await eventually(
      async () => {
        const leads = await Promise.all(ids.map((id) => db.store.getLead(id)));
        const longWait = Date.now() + 30_000;
        return leads.every(
          (lead) => lead?.status === 'pending' && (lead.nextAttemptAt?.getTime() ?? 0) > longWait,
        )
          ? leads
          : undefined;
      },
      'every lead to wait out the long backoff step',
      30_000,
    );

    const receiver = await startWebhookReceiver(port);
    cleanups.push(() => receiver.close());
    const recoveredAt = Date.now();
    const leads = await eventually(
      async () => {
        const current = await Promise.all(ids.map((id) => db.store.getLead(id)));
        return current.every((lead) => lead?.status === 'delivered') ? current : undefined;
      },
      'every waiting lead to be delivered after the receiver came back',
      70_000,
    );
    const recoveryMs = Date.now() - recoveredAt;
    console.log(
      `[delivery-faults] ${backend}: ${ids.length} leads delivered ${recoveryMs} ms after recovery`,
    );
    expect(recoveryMs).toBeLessThan(5_000);
    expect(leads.map((lead) => lead?.deliveredAt)).not.toContain(null);
    // Each once.
    expect(receiver.calls.map((call) => call.headers['idempotency-key']).sort()).toEqual(
      [...ids].sort(),
    );
  }, 120_000);

  it('`npm run leads -- retry --all-failed` and `--since` make failed leads due and deliver them', async () => {
    let answer = 503;
    const receiver = await startWebhookReceiver(0, () => answer);
    // TEST-ONLY: a 1 ms retry window makes the first failure final.
    const { db, app, serverEnv } = await setup(
      PORTS.failed,
      {
        LEAD_RETRY_SCHEDULE_MS: '200',
        LEAD_RETRY_WINDOW_MS: '1',
        LEAD_WORKER_INTERVAL_MS: '100',
      },
      receiver,
    );
    const ids = [await submit(app), await submit(app), await submit(app)];
    await eventually(async () => {
      const leads = await Promise.all(ids.map((id) => db.store.getLead(id)));
      return leads.every((lead) => lead?.status === 'failed') ? leads : undefined;
    }, 'the leads to be marked failed');
    await app.stop();
    answer = 200;

    const future = await runLeadsCli(['retry', '--since', '2999-01-01'], serverEnv);
    expect(future.stderr).toBe('');
    expect(future.stdout).toContain('Retried 0 failed lead(s) created since 2999-01-01');
    const invalid = await runLeadsCli(['retry', '--since', 'yesterday'], serverEnv);
    expect(invalid.code).toBe(2);
    expect(invalid.stderr).toContain('--since needs an ISO date or a duration');

    const recent = await runLeadsCli(['retry', '--all-failed', '--since', '1h'], serverEnv);
    expect(recent.stderr).toBe('');
    expect(recent.code).toBe(0);
    expect(recent.stdout).toContain('Retried 3 failed lead(s)');
    expect(recent.stdout).toContain('3 delivered');
    const leads = await Promise.all(ids.map((id) => db.store.getLead(id)));
    expect(leads.map((lead) => lead?.status)).toEqual(['delivered', 'delivered', 'delivered']);
    const all = await runLeadsCli(['retry', '--all-failed'], serverEnv);
    expect(all.stdout).toContain('Retried 0 failed lead(s)');
    expect(receiver.calls.filter((call) => call.answer === 200)).toHaveLength(3);
  }, 90_000);
});
