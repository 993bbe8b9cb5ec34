/** @jest-environment node */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deliverDueLeads, nextAttemptAfterFailure, sendWebhook } from '../delivery';
import { getDeliveryTiming, LEAD_PIPELINE } from '../pipeline-config';
import { createSqliteLeadStore } from '../store/sqlite';
import type { LeadStore, NewLead } from '../store';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const production = {
  retryScheduleMs: LEAD_PIPELINE.retryScheduleMs,
  retryWindowMs: LEAD_PIPELINE.retryWindowMs,
};

describe('nextAttemptAfterFailure (backoff 5 s, 30 s, 2 min, 10 min, 1 h, then hourly for 3 days)', () => {
  const createdAt = new Date('2026-01-01T00:00:00Z');
  const after = (attempts: number, failedAt = createdAt) =>
    (nextAttemptAfterFailure({ attempts, createdAt }, failedAt, production)?.getTime() ?? NaN) -
    failedAt.getTime();

  it('waits the scheduled delay after each failed attempt', () => {
    expect([1, 2, 3, 4, 5].map((attempts) => after(attempts))).toEqual([
      5 * SECOND,
      30 * SECOND,
      2 * MINUTE,
      10 * MINUTE,
      HOUR,
    ]);
    expect(after(6)).toBe(HOUR);
    expect(after(40)).toBe(HOUR);
  });

  it('gives up (null → failed) once the next try would be more than 3 days after creation', () => {
    const nearlyThreeDays = new Date(createdAt.getTime() + 72 * HOUR - HOUR);
    expect(
      nextAttemptAfterFailure({ attempts: 70, createdAt }, nearlyThreeDays, production),
    ).toEqual(new Date(createdAt.getTime() + 72 * HOUR));
    const later = new Date(nearlyThreeDays.getTime() + 1);
    expect(nextAttemptAfterFailure({ attempts: 71, createdAt }, later, production)).toBeNull();
  });
});

describe('getDeliveryTiming (test-only overrides)', () => {
  it('uses the production timing when nothing is set', () => {
    expect(getDeliveryTiming({})).toEqual({
      retryScheduleMs: LEAD_PIPELINE.retryScheduleMs,
      retryWindowMs: LEAD_PIPELINE.retryWindowMs,
      leaseMs: 60_000,
      workerIntervalMs: LEAD_PIPELINE.workerIntervalMs,
      webhookTimeoutMs: 30_000,
    });
  });

  it('reads millisecond overrides and ignores invalid ones with a warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const timing = getDeliveryTiming({
      LEAD_RETRY_SCHEDULE_MS: '200, 400,800',
      LEAD_DELIVERY_LEASE_MS: '1500',
      LEAD_WORKER_INTERVAL_MS: 'soon',
      WEBHOOK_TIMEOUT_MS: '500',
    });
    expect(timing.retryScheduleMs).toEqual([200, 400, 800]);
    expect(timing.leaseMs).toBe(1500);
    expect(timing.workerIntervalMs).toBe(LEAD_PIPELINE.workerIntervalMs);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('LEAD_WORKER_INTERVAL_MS'));
    warn.mockRestore();
  });

  it('keeps the lease at least twice the webhook timeout (WEBHOOK_TIMEOUT_MS, default 30 s)', () => {
    expect(getDeliveryTiming({ LEAD_DELIVERY_LEASE_MS: '1500' })).toMatchObject({
      webhookTimeoutMs: 30_000,
      leaseMs: 60_000,
    });
    expect(getDeliveryTiming({ WEBHOOK_TIMEOUT_MS: '45000' })).toMatchObject({
      webhookTimeoutMs: 45_000,
      leaseMs: 90_000,
    });
  });
});

describe('sendWebhook', () => {
  it('posts JSON with the lead id as Idempotency-Key and treats 2xx as success', async () => {
    const fetchImpl = jest.fn(async () => new Response(null, { status: 204 }));
    await expect(
      sendWebhook('https://hooks.example/contact', { a: 1 }, 'lead-1', fetchImpl),
    ).resolves.toEqual({ ok: true });
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://hooks.example/contact',
      expect.objectContaining({
        method: 'POST',
        body: '{"a":1}',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'Idempotency-Key': 'lead-1',
        },
      }),
    );
  });

  it("logs 'Webhook submission failed: {status} {statusText}' for a non-OK answer", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchImpl = jest.fn(
      async () => new Response('nope', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(
      sendWebhook('https://hooks.example/contact', {}, 'lead-1', fetchImpl),
    ).resolves.toEqual({
      ok: false,
      error: 'Webhook submission failed: 502 Bad Gateway',
    });
    expect(error).toHaveBeenCalledWith('Webhook submission failed: 502 Bad Gateway');
    error.mockRestore();
  });

  it('counts a network error as a failure', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchImpl = jest.fn(async () => {
      throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
    });
    await expect(
      sendWebhook('https://hooks.example/contact', {}, 'lead-1', fetchImpl),
    ).resolves.toEqual({
      ok: false,
      error: 'Webhook request failed: fetch failed (ECONNREFUSED)',
    });
    error.mockRestore();
  });
});

describe('deliverDueLeads with the SQLite store', () => {
  let dir: string;
  let store: LeadStore;
  // Real time: a failure is timed by the clock, and the retry window counts from creation.
  const createdAt = new Date();
  const newLead = (id: string, overrides: Partial<NewLead> = {}): NewLead => ({
    id,
    kind: 'contact',
    source: 'contact-form',
    idempotencyKey: `key-${id}`,
    payload: { values: { email: `${id}@example.com` } },
    webhookBody: { email: `${id}@example.com` },
    status: 'pending',
    createdAt,
    ...overrides,
  });
  const timing = {
    retryScheduleMs: [1000],
    retryWindowMs: 10_000,
    leaseMs: 60_000,
    workerIntervalMs: 1000,
    webhookTimeoutMs: 10_000,
  };
  const urls = { contact: 'https://hooks.example/contact', lead: undefined };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'leads-unit-'));
    store = createSqliteLeadStore(join(dir, 'nested', 'leads.db'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
    jest.restoreAllMocks();
  });

  it('returns the first lead for a repeated idempotency key', async () => {
    const first = await store.insertLead(newLead('a'));
    const repeat = await store.insertLead(newLead('b', { idempotencyKey: 'key-a' }));
    expect(first.created).toBe(true);
    expect(repeat).toMatchObject({ created: false, lead: { id: 'a' } });
    expect(await store.countLeads()).toBe(1);
  });

  it('commits leads that arrive together as one group (one fsync), each answered on its own', async () => {
    await store.countLeads(); // opens the file first, so only the inserts' transactions count
    const exec = jest.spyOn(Database.prototype, 'exec');
    const commits = () => exec.mock.calls.filter(([sql]) => sql === 'COMMIT').length;
    const results = await Promise.all([
      ...Array.from({ length: 50 }, (_, index) => store.insertLead(newLead(`g${index}`))),
      store.insertLead(newLead('twin', { idempotencyKey: 'key-g0' })),
    ]);
    expect(results.slice(0, 50).every((result) => result.created)).toBe(true);
    expect(results.slice(0, 50).map((result) => result.lead.id)).toEqual(
      Array.from({ length: 50 }, (_, index) => `g${index}`),
    );
    // A repeated key inside the same group gets the first lead back, as across groups.
    expect(results[50]).toMatchObject({ created: false, lead: { id: 'g0' } });
    expect(commits()).toBe(1);
    expect(await store.countLeads()).toBe(50);
  });

  it('answers a stored lead only once its WAL is flushed to disk, off the event loop', async () => {
    const flushes: string[] = [];
    let releaseFlush: () => void = () => undefined;
    let walFlushStarted: () => void = () => undefined;
    const walFlushing = new Promise<void>((resolve) => (walFlushStarted = resolve));
    const held = createSqliteLeadStore(join(dir, 'held', 'leads.db'), {
      flushWal: async (file) => {
        const stats = await file.stat();
        flushes.push(stats.isDirectory() ? 'directory' : stats.size > 0 ? 'wal' : 'empty file');
        if (flushes.length === 2) {
          walFlushStarted();
          await new Promise<void>((resolve) => (releaseFlush = resolve));
        }
      },
    });
    try {
      let answered = false;
      const insert = held.insertLead(newLead('f')).then((result) => {
        answered = true;
        return result;
      });
      // The commit is done and the flush is under way, but the lead is not answered yet; the
      // event loop is free meanwhile (this test goes on). Waiting for the flush itself, not a
      // timer: two file stats can take longer than any fixed delay on a loaded machine.
      await walFlushing;
      expect(flushes).toEqual(['directory', 'wal']);
      expect(answered).toBe(false);
      // Leads committed while that flush runs share the one flush queued behind it.
      const during = [held.insertLead(newLead('x'))];
      await new Promise((resolve) => setImmediate(resolve));
      during.push(held.insertLead(newLead('y')));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(flushes).toEqual(['directory', 'wal']);
      releaseFlush();
      await expect(insert).resolves.toMatchObject({ created: true, lead: { id: 'f' } });
      await Promise.all(during);
      expect(flushes).toEqual(['directory', 'wal', 'wal']); // the directory only once
      expect(await held.countLeads()).toBe(3);
    } finally {
      await held.close();
    }
  });

  it('a lead whose WAL cannot be flushed is not answered as stored', async () => {
    const failing = createSqliteLeadStore(join(dir, 'failing', 'leads.db'), {
      flushWal: async () => {
        throw new Error('EIO: disk gone');
      },
    });
    try {
      await expect(failing.insertLead(newLead('h'))).rejects.toThrow('EIO');
    } finally {
      await failing.close();
    }
  });

  it('a lead that cannot be stored fails alone, not the rest of its group', async () => {
    await store.insertLead(newLead('a'));
    const [clash, fine] = await Promise.allSettled([
      store.insertLead(newLead('a', { idempotencyKey: 'another-key' })), // same primary key
      store.insertLead(newLead('c')),
    ]);
    expect(clash.status).toBe('rejected');
    expect(fine).toMatchObject({
      status: 'fulfilled',
      value: { created: true, lead: { id: 'c' } },
    });
    expect(await store.countLeads()).toBe(2);
  });

  it('never lets two passes claim the same lead while its lease runs', async () => {
    await store.insertLead(newLead('a'));
    const now = new Date(createdAt.getTime() + 1);
    const lease = {
      now,
      leaseUntil: new Date(now.getTime() + 60_000),
      kinds: ['contact'] as const,
      limit: 10,
    };
    expect(await store.claimDueLeads(lease)).toHaveLength(1);
    expect(await store.claimDueLeads(lease)).toHaveLength(0);
    const afterLease = new Date(now.getTime() + 60_001);
    const reclaimed = await store.claimDueLeads({
      ...lease,
      now: afterLease,
      leaseUntil: new Date(afterLease.getTime() + 60_000),
    });
    expect(reclaimed.map((lead) => [lead.id, lead.attempts])).toEqual([['a', 2]]);
  });

  it('schedules a retry after a failure and marks the lead delivered on success', async () => {
    await store.insertLead(newLead('a'));
    const failing = jest.fn(
      async () => new Response(null, { status: 500, statusText: 'Internal Server Error' }),
    );
    const first = await deliverDueLeads({
      now: new Date(createdAt.getTime() + 1),
      store,
      webhookUrlFor: (kind) => urls[kind as keyof typeof urls],
      timing,
      fetchImpl: failing,
    });
    expect(first).toMatchObject({ claimed: 1, retrying: 1 });
    const pending = await store.getLead('a');
    expect(pending).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'Webhook submission failed: 500 Internal Server Error',
    });

    const ok = jest.fn(async () => new Response(null, { status: 200 }));
    const tooEarly = await deliverDueLeads({
      now: new Date(createdAt.getTime() + 2),
      store,
      webhookUrlFor: (kind) => urls[kind as keyof typeof urls],
      timing,
      fetchImpl: ok,
    });
    expect(tooEarly.claimed).toBe(0);
    const due = new Date((pending?.nextAttemptAt?.getTime() ?? 0) + 1);
    expect(
      await deliverDueLeads({
        now: due,
        store,
        webhookUrlFor: (kind) => urls[kind as keyof typeof urls],
        timing,
        fetchImpl: ok,
      }),
    ).toMatchObject({ delivered: 1 });
    expect(await store.getLead('a')).toMatchObject({
      status: 'delivered',
      attempts: 2,
      lastError: null,
    });
  });

  it('while a webhook is failing, new leads skip the immediate attempt and the worker probes it with one lead', async () => {
    // Its own URL: the failing mark is per webhook URL and lives for the process.
    const failingUrls = { contact: 'https://hooks.example/failing-contact', lead: undefined };
    const webhookUrlFor = (kind: string) => failingUrls[kind as keyof typeof failingUrls];
    const down = jest.fn(async () => new Response(null, { status: 503, statusText: 'Down' }));
    const up = jest.fn(async () => new Response(null, { status: 200 }));
    const pass = (ids?: string[], fetchImpl = down) =>
      deliverDueLeads({
        ids,
        now: new Date(createdAt.getTime() + 1),
        store,
        webhookUrlFor,
        timing,
        fetchImpl,
      });

    await store.insertLead(newLead('a'));
    expect(await pass(['a'])).toMatchObject({ claimed: 1, retrying: 1 });
    expect(down).toHaveBeenCalledTimes(1);

    for (const id of ['b', 'c', 'd']) await store.insertLead(newLead(id));
    expect((await pass(['b'])).claimed).toBe(0);
    expect(down).toHaveBeenCalledTimes(1);
    expect(await store.getLead('b')).toMatchObject({ status: 'pending', attempts: 0 });

    // The worker's pass sends one lead while the webhook is failing, not the three that are due.
    expect(await pass()).toMatchObject({ claimed: 1, probed: 1, retrying: 1 });
    expect(down).toHaveBeenCalledTimes(2);

    // Once a probe gets through, passes and immediate attempts send everything again.
    expect(await pass(undefined, up)).toMatchObject({ claimed: 1, probed: 1, delivered: 1 });
    expect(await pass(undefined, up)).toMatchObject({ claimed: 1, probed: 0, delivered: 1 });
    await store.insertLead(newLead('e'));
    expect(await pass(['e'], up)).toMatchObject({ claimed: 1, delivered: 1 });
  });

  it('parks leads of a kind without a webhook as undelivered and sends them once configured', async () => {
    await store.insertLead(newLead('w', { kind: 'lead', source: 'wizard' }));
    const ok = jest.fn(async () => new Response(null, { status: 200 }));
    const parked = await deliverDueLeads({
      store,
      webhookUrlFor: (kind) => urls[kind as keyof typeof urls],
      timing,
      fetchImpl: ok,
    });
    expect(parked).toMatchObject({ claimed: 0, parked: 1 });
    expect((await store.getLead('w'))?.status).toBe('undelivered');
    const configured = await deliverDueLeads({
      store,
      webhookUrlFor: () => 'https://hooks.example/lead',
      timing,
      fetchImpl: ok,
    });
    expect(configured.delivered).toBe(1);
    expect(ok).toHaveBeenCalledTimes(1);
  });
});
