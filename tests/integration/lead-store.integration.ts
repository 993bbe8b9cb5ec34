/**
 * The one lead store implementation on each dialect (SQLite always, Postgres with
 * DATABASE_URL_TEST): rows round-trip unchanged, and a worker whose lease has run out cannot
 * overwrite the result of the attempt that claimed the lead after it.
 */
import { deliverDueLeads } from '@/lib/leads/delivery';
import type { LeadRecord, NewLead } from '@/lib/leads/store';
import { backendsUnderTest, createTestDatabase, type TestDatabase } from './support/lead-db';

const LEASE_MS = 60_000;
const timing = {
  retryScheduleMs: [1000],
  retryWindowMs: 3_600_000,
  leaseMs: LEASE_MS,
  workerIntervalMs: 1000,
  webhookTimeoutMs: 10_000,
};
const webhookUrlFor = () => 'https://hooks.example/contact';

describe.each(backendsUnderTest())('lead store (%s)', (backend) => {
  let db: TestDatabase;
  // Real time: a failed send schedules its retry from the clock, inside the window from creation.
  const createdAt = new Date();
  const newLead = (id: string): NewLead => ({
    id,
    kind: 'contact',
    source: 'contact-form',
    idempotencyKey: `key-${id}`,
    payload: { values: { email: `${id}@example.com` }, ip: 'hash' },
    // Key order is part of the contract: the webhook receives the body as stored.
    webhookBody: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: `${id}@example.com`,
      consent: true,
    },
    status: 'pending',
    createdAt,
  });
  const claimAt = (now: Date, ids?: string[]) =>
    db.store.claimDueLeads({
      now,
      leaseUntil: new Date(now.getTime() + LEASE_MS),
      kinds: ['contact'],
      limit: 10,
      ids,
    });
  const at = (ms: number) => new Date(createdAt.getTime() + ms);

  beforeEach(async () => {
    db = await createTestDatabase(backend);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await db.drop();
  });

  it('round-trips a lead: JSON in key order, times to the millisecond, a repeated key returns the first', async () => {
    const { lead, created } = await db.store.insertLead(newLead('a'));
    expect(created).toBe(true);
    expect(JSON.stringify(lead.webhookBody)).toBe(
      '{"firstName":"Ada","lastName":"Lovelace","email":"a@example.com","consent":true}',
    );
    expect(lead).toMatchObject({
      id: 'a',
      status: 'pending',
      attempts: 0,
      createdAt,
      nextAttemptAt: createdAt,
      leaseUntil: null,
      deliveredAt: null,
    });
    const repeat = await db.store.insertLead({ ...newLead('b'), idempotencyKey: 'key-a' });
    expect(repeat).toMatchObject({ created: false, lead: { id: 'a' } });
    expect(await db.store.countLeads()).toBe(1);
    expect((await db.store.listLeads({ status: 'pending', limit: 5 })).map((l) => l.id)).toEqual([
      'a',
    ]);
    expect(await db.store.listLeads({ status: 'delivered' })).toEqual([]);
  });

  it('ignores a late "delivered" from a worker whose lease was taken over', async () => {
    await db.store.insertLead(newLead('a'));
    const [first] = await claimAt(at(1));
    expect(first?.attempts).toBe(1);
    expect(await claimAt(at(2))).toHaveLength(0); // the lease holds
    const [second] = await claimAt(at(LEASE_MS + 2)); // expired: a second worker claims it
    expect(second?.attempts).toBe(2);

    expect(
      await db.store.markAttemptFailed(second!, {
        error: 'HTTP 500',
        nextAttemptAt: at(LEASE_MS + 5000),
      }),
    ).toBe(true);
    expect(await db.store.markDelivered(first!, at(LEASE_MS + 3))).toBe(false);
    expect(await db.store.getLead('a')).toMatchObject({
      status: 'pending',
      attempts: 2,
      lastError: 'HTTP 500',
      deliveredAt: null,
    });
  });

  it('ignores a late failure from a worker whose lease was taken over', async () => {
    await db.store.insertLead(newLead('a'));
    const [first] = await claimAt(at(1));
    const [second] = await claimAt(at(LEASE_MS + 2));
    expect(await db.store.markDelivered(second!, at(LEASE_MS + 3))).toBe(true);
    expect(
      await db.store.markAttemptFailed(first!, { error: 'timeout', nextAttemptAt: null }),
    ).toBe(false);
    expect(await db.store.getLead('a')).toMatchObject({
      status: 'delivered',
      attempts: 2,
      lastError: null,
      deliveredAt: at(LEASE_MS + 3),
    });
  });

  it('keeps the newer attempt when a slow send outlives its lease during a delivery pass', async () => {
    await db.store.insertLead(newLead('a'));
    let newer: LeadRecord | undefined;
    // Worker A's send hangs past its lease; meanwhile worker B claims the lead and gets a 500.
    const slowSend = async () => {
      const report = await deliverDueLeads({
        store: db.store,
        now: at(LEASE_MS + 10),
        webhookUrlFor,
        timing,
        fetchImpl: async () =>
          new Response(null, { status: 500, statusText: 'Internal Server Error' }),
      });
      expect(report).toMatchObject({ claimed: 1, retrying: 1 });
      newer = await db.store.getLead('a');
      return new Response(null, { status: 200 });
    };
    const report = await deliverDueLeads({
      store: db.store,
      now: at(1),
      webhookUrlFor,
      timing,
      fetchImpl: slowSend,
    });
    expect(report.claimed).toBe(1);
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining('finished after its lease was taken over'),
    );
    expect(newer).toMatchObject({ status: 'pending', attempts: 2 });
    // B's scheduled retry stands; A's 200 did not mark it delivered.
    expect(await db.store.getLead('a')).toMatchObject({
      status: 'pending',
      attempts: 2,
      lastError: 'Webhook submission failed: 500 Internal Server Error',
    });
  });

  it('resets a failed lead for a retry by hand, but not one under a running lease', async () => {
    await db.store.insertLead(newLead('a'));
    const [claim] = await claimAt(at(1));
    expect((await db.store.resetForRetry('a', at(2)))?.status).toBe('delivering');
    await db.store.markAttemptFailed(claim!, { error: 'gone', nextAttemptAt: null });
    expect((await db.store.getLead('a'))?.status).toBe('failed');
    expect(await db.store.resetForRetry('a', at(3))).toMatchObject({
      status: 'pending',
      nextAttemptAt: at(3),
    });
    expect(await db.store.parkUndeliverable(['contact'])).toBe(1);
    expect((await db.store.getLead('a'))?.status).toBe('undelivered');
  });

  it("counts an experiment's views per arm and day, concurrent counts included, and sums them per arm", async () => {
    const view = (variant: string, day: string) =>
      db.store.countExposure({ experiment: 'lp-spring', variant, day });
    // Twenty visitors at once on one arm and day: one row, no count lost to the race.
    await Promise.all(Array.from({ length: 20 }, () => view('lp-spring-b', '2026-11-29')));
    await view('lp-spring-b', '2026-11-30');
    await view('lp-spring', '2026-11-29');
    await db.store.countExposure({
      experiment: 'lp-autumn',
      variant: 'lp-autumn',
      day: '2026-11-29',
    });
    expect(await db.store.exposuresOf('lp-spring')).toEqual(
      new Map([
        ['lp-spring', 1],
        ['lp-spring-b', 21],
      ]),
    );
    expect(await db.store.exposuresOf('lp-none')).toEqual(new Map());
  });
});
