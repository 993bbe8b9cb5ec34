/**
 * The lead is never lost: webhook failures are retried with backoff, a webhook that is down or not
 * configured keeps leads for `npm run leads:deliver`, a server killed mid-send re-sends after the
 * lease, and the operator CLI lists, shows, exports and retries leads.
 */
import { startApp, type AppServer } from './support/app-server';
import { eventually, postContact, validContactBody } from './support/contact-fixtures';
import { backendsUnderTest, createTestDatabase } from './support/lead-db';
import { parseCsv, runLeadsCli } from './support/leads-cli';
import {
  findFreePort,
  startWebhookReceiver,
  type WebhookReceiver,
} from './support/webhook-receiver';

const PORTS = { retry: 3232, down: 3233, unconfigured: 3234, crash: 3235, failed: 3236 };
/** TEST-ONLY timing overrides: the production schedule compressed to milliseconds. */
const FAST_RETRIES = {
  LEAD_RETRY_SCHEDULE_MS: '200,400,800',
  LEAD_WORKER_INTERVAL_MS: '100',
  LEAD_RATE_LIMIT: '0',
};

async function submit(app: AppServer, body = validContactBody()): Promise<string> {
  const response = await postContact(app.url, body);
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

describe.each(backendsUnderTest())('lead delivery (%s store)', (backend) => {
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
      ...env,
    };
    const app = await startApp(port, serverEnv);
    cleanups.push(() => app.stop());
    return { db, app, serverEnv };
  }

  it('retries after a 500 with backoff and delivers exactly once', async () => {
    const receiver = await startWebhookReceiver(0, (_call, index) => (index === 0 ? 500 : 200));
    const { db, app } = await setup(PORTS.retry, FAST_RETRIES, receiver);
    const id = await submit(app);

    const lead = await eventually(async () => {
      const current = await db.store.getLead(id);
      return current?.status === 'delivered' ? current : undefined;
    }, 'delivery after the retry').catch(async (error: unknown) => {
      console.log('server output:\n', app.output(), '\nlead:', await db.store.getLead(id));
      throw error;
    });
    // Two attempts, and a delivered lead is never claimed again: these two calls are all there is.
    expect(lead.attempts).toBe(2);
    expect(lead.lastError).toBeNull();
    expect(receiver.calls.map((call) => call.answer)).toEqual([500, 200]);
    expect(receiver.calls.map((call) => call.headers['idempotency-key'])).toEqual([id, id]);
    // Backoff: the retry waits the first scheduled delay (200 ms here, 5 s in production).
    const [first, second] = receiver.calls;
    expect((second?.receivedAt ?? 0) - (first?.receivedAt ?? 0)).toBeGreaterThanOrEqual(180);
    expect(app.output()).toContain('Webhook submission failed: 500 Internal Server Error');
  });

  it('keeps leads while the webhook is down and `npm run leads:deliver` sends them once it is up', async () => {
    const port = await findFreePort();
    const { db, app, serverEnv } = await setup(PORTS.down, {
      CONTACT_WEBHOOK_URL: `http://127.0.0.1:${port}/webhook/contact-form`,
      LEAD_RETRY_SCHEDULE_MS: '1000',
      // Only the first attempt runs in the server; the CLI does the rest.
      LEAD_WORKER_INTERVAL_MS: '600000',
      LEAD_RATE_LIMIT: '0',
    });
    const started = Date.now();
    const id = await submit(app);
    expect(Date.now() - started).toBeLessThan(3000); // the visitor does not wait on the dead webhook

    const pending = await eventually(async () => {
      const current = await db.store.getLead(id);
      return current?.attempts === 1 && current.status === 'pending' ? current : undefined;
    }, 'the failed first attempt');
    expect(pending.lastError).toMatch(/^Webhook request failed: /);
    await app.stop();

    const receiver = await startWebhookReceiver(port);
    cleanups.push(() => receiver.close());
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, (pending.nextAttemptAt?.getTime() ?? 0) - Date.now() + 50)),
    );
    const result = await runLeadsCli(['deliver'], serverEnv);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('1 attempted, 1 delivered');
    expect(receiver.calls).toHaveLength(1);
    expect(receiver.calls[0]?.headers['idempotency-key']).toBe(id);
    expect((await db.store.getLead(id))?.status).toBe('delivered');
  });

  it('stores leads as undelivered without a webhook URL and delivers them once one is configured', async () => {
    const { db, app, serverEnv } = await setup(PORTS.unconfigured, {
      LEAD_WORKER_INTERVAL_MS: '100',
      LEAD_RATE_LIMIT: '0',
    });
    const id = await submit(app);
    // Stored as undelivered before the 201; a delivery pass (the worker's, run by the CLI with the
    // server's configuration) leaves it alone rather than counting an attempt.
    expect(await db.store.getLead(id)).toMatchObject({ status: 'undelivered', attempts: 0 });
    const pass = await runLeadsCli(['deliver'], serverEnv);
    expect(pass.stdout).toContain('0 attempted');
    expect(await db.store.getLead(id)).toMatchObject({ status: 'undelivered', attempts: 0 });
    const warnings = app
      .output()
      .split('\n')
      .filter((line) => line.includes('CONTACT_WEBHOOK_URL is not set'));
    expect(warnings).toHaveLength(1);
    await app.stop();

    const receiver = await startWebhookReceiver();
    cleanups.push(() => receiver.close());
    const result = await runLeadsCli(['deliver'], {
      ...serverEnv,
      CONTACT_WEBHOOK_URL: `${receiver.url}/webhook/contact-form`,
    });
    expect(result.code).toBe(0);
    expect(receiver.calls.map((call) => call.headers['idempotency-key'])).toEqual([id]);
    expect(await db.store.getLead(id)).toMatchObject({ status: 'delivered', attempts: 1 });
  });

  it('re-sends a lead whose server was killed mid-delivery once the lease has expired', async () => {
    const receiver = await startWebhookReceiver(0, (_call, index) => (index === 0 ? 'hold' : 200));
    const leaseMs = 6000;
    // The lease is at least twice the webhook timeout: a short lease needs a short timeout.
    const env = {
      ...FAST_RETRIES,
      LEAD_DELIVERY_LEASE_MS: String(leaseMs),
      WEBHOOK_TIMEOUT_MS: String(leaseMs / 2),
    };
    const { db, app, serverEnv } = await setup(PORTS.crash, env, receiver);
    const id = await submit(app);
    await receiver.waitForCalls(1);
    const inFlight = await db.store.getLead(id);
    expect(inFlight).toMatchObject({ status: 'delivering', attempts: 1 });
    await app.kill(); // SIGKILL while the webhook holds the request open

    const restarted = await startApp(PORTS.crash, serverEnv);
    cleanups.push(() => restarted.stop());
    const delivered = await eventually(
      async () => {
        const current = await db.store.getLead(id);
        return current?.status === 'delivered' ? current : undefined;
      },
      'delivery after the lease expired',
      20_000,
    );
    expect(delivered.attempts).toBe(2);
    expect(receiver.calls.map((call) => call.headers['idempotency-key'])).toEqual([id, id]);
    // Not before the dead process's lease ran out: no two senders at once.
    expect(receiver.calls[1]?.receivedAt ?? 0).toBeGreaterThanOrEqual(
      inFlight?.leaseUntil?.getTime() ?? Infinity,
    );
    expect(receiver.calls[1]?.body).toEqual(receiver.calls[0]?.body);
  }, 90_000);

  it('marks a lead failed when the retry window is over; the CLI lists, shows, exports and retries it', async () => {
    let answer = 503;
    const receiver = await startWebhookReceiver(0, () => answer);
    // TEST-ONLY: a 1 ms retry window makes the first failure final.
    const { db, app, serverEnv } = await setup(
      PORTS.failed,
      { ...FAST_RETRIES, LEAD_RETRY_WINDOW_MS: '1' },
      receiver,
    );
    const tricky = 'Line one, with "quotes";\nline two';
    const id = await submit(
      app,
      validContactBody({ companyName: 'Comma, "Quote" & Co', message: tricky }),
    );

    const failed = await eventually(async () => {
      const current = await db.store.getLead(id);
      return current?.status === 'failed' ? current : undefined;
    }, 'the lead to be marked failed');
    expect(failed.lastError).toBe('Webhook submission failed: 503 Service Unavailable');
    expect(app.output()).toContain('Webhook submission failed: 503 Service Unavailable');
    // Failed leads are not retried: a delivery pass (the worker's, run by the CLI) sends nothing.
    const pass = await runLeadsCli(['deliver'], serverEnv);
    expect(pass.stdout).toContain('0 attempted');
    expect(receiver.calls).toHaveLength(1);
    expect(await db.store.getLead(id)).toMatchObject({ status: 'failed', attempts: 1 });
    await app.stop(); // the CLI alone from here on

    const list = await runLeadsCli(['list', '--status', 'failed'], serverEnv);
    expect(list.code).toBe(0);
    expect(list.stdout).toContain(id);
    expect(list.stdout).toContain('1 lead(s)');

    const show = await runLeadsCli(['show', id], serverEnv);
    expect(show.code).toBe(0);
    expect(JSON.parse(show.stdout)).toMatchObject({
      id,
      status: 'failed',
      kind: 'contact',
      attempts: 1,
    });

    const csv = await runLeadsCli(['export', '--format', 'csv'], serverEnv);
    expect(csv.code).toBe(0);
    const [header, row, ...rest] = parseCsv(csv.stdout);
    expect(rest).toEqual([]);
    expect(header?.slice(0, 5)).toEqual(['id', 'created_at', 'kind', 'source', 'status']);
    const record = Object.fromEntries(
      (header ?? []).map((column, index) => [column, row?.[index]]),
    );
    expect(record.id).toBe(id);
    expect(record.status).toBe('failed');
    expect(JSON.parse(record.webhook_body ?? '{}')).toMatchObject({
      companyName: 'Comma, "Quote" & Co',
      message: tricky,
    });

    answer = 200;
    const retry = await runLeadsCli(['retry', id], serverEnv);
    expect(retry.code).toBe(0);
    expect(retry.stdout).toContain(`Lead ${id}: delivered (attempts 2)`);
    expect(receiver.calls.map((call) => call.answer)).toEqual([503, 200]);
  }, 150_000);
});
