/**
 * Two `next start` instances of ONE build behind a round-robin proxy on 127.0.0.1, sharing Redis
 * (page and fetch cache) and Postgres (leads, delivery leases, rate limit), with a local server
 * speaking Directus's REST shapes and a local webhook receiver. Each instance has its own copy
 * of the build folder, as on two machines.
 */
import { randomUUID } from 'node:crypto';
import { cpSync, rmSync } from 'node:fs';
import http, { type ServerResponse } from 'node:http';
import net from 'node:net';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { createClient } from '@redis/client';
import { Client } from 'pg';
import { createLeadStore, type LeadStore } from '@/lib/leads/store';
import { REDIS_BACK_MESSAGE, REDIS_DOWN_MESSAGE } from '@/lib/cache/messages.mjs';
import { startInstance, NEXT_BIN, ROOT, type Instance } from '@/scripts/cluster/instances';
import { startRoundRobinProxy, type RoundRobinProxy } from '@/scripts/cluster/proxy';
import { startPostgres, startRedis, type LocalRedis } from '@/scripts/cluster/services';
import { validContactBody } from '../integration/support/contact-fixtures';
import { createFakeDirectus, type FakeDirectus } from '../integration/support/fake-directus';

const PROXY_PORT = 3400;
const PORT_A = 3401;
const PORT_B = 3402;
const CMS_PORT = 3405;
const WEBHOOK_PORT = 3406;
const REDIS_PORT = 6391;
/** Redis again, through a link that holds every new connection for SLOW_LINK_MS. */
const SLOW_REDIS_PORT = 6393;
const SLOW_LINK_MS = 800;
const PG_PORT = 55440;
/** The build; each instance serves its own copy, as on its own machine (and writes into it). */
const DIST_BUILD = '.next-cluster';
const DIST_A = '.next-cluster-a';
const DIST_B = '.next-cluster-b';
const SECRET = 'cluster-revalidate-secret';
const RATE_LIMIT = 10;
const LEAD_COUNT = 400;
/** The promise: an edit shows on every instance within 10 s of the call. */
const PROPAGATION_LIMIT_MS = 10_000;

const ORIGINAL_TITLE = 'Automation From The Shared CMS';
const RENAMED_TITLE = 'Automation Renamed Once For Every Instance';

/** A TCP relay to 127.0.0.1:targetPort that holds every new connection for delayMs first. */
async function startSlowTcpLink(
  port: number,
  targetPort: number,
  delayMs: number,
): Promise<{ stop: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const server = net.createServer((client) => {
    track(client);
    client.pause();
    const timer = setTimeout(() => {
      const upstream = net.connect(targetPort, '127.0.0.1');
      track(upstream);
      client.pipe(upstream).pipe(client);
      client.resume();
      // Either side gone (Redis stopped, the instance closed): close the other.
      upstream.once('close', () => client.destroy());
      client.once('close', () => upstream.destroy());
      upstream.once('error', () => client.destroy());
    }, delayMs);
    client.once('close', () => clearTimeout(timer));
    client.once('error', () => client.destroy());
  });
  await new Promise<void>((listening) => server.listen(port, '127.0.0.1', listening));
  return {
    stop: () =>
      new Promise<void>((closed) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => closed());
      }),
  };
}

function cmsContent(): FakeDirectus['collections'] {
  return {
    octaacer_services: [
      {
        id: 5,
        status: 'published',
        slug: 'automation',
        title: ORIGINAL_TITLE,
        short_description: 'Workflow automation that removes manual steps from operations.',
        description: 'Workflow automation that removes manual steps from operations.',
        featured: true,
        order: 1,
      },
    ],
    octaacer_settings: {},
  };
}

function build(cms: FakeDirectus): Promise<void> {
  rmSync(join(ROOT, DIST_BUILD), { recursive: true, force: true });
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(process.execPath, [NEXT_BIN, 'build'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_DIST_DIR: DIST_BUILD,
        NEXT_TELEMETRY_DISABLED: '1',
        NEXT_IGNORE_TS: '1',
        DIRECTUS_URL: cms.url,
        DIRECTUS_COLLECTION_PREFIX: 'octaacer',
        REDIS_URL: '',
      },
    });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`next build failed:\n${output}`)),
    );
  });
}

/** Whether a page shows `text`, labelled for a readable failure (pages are 300 KB of HTML). */
function shows(url: string, html: string, text: string) {
  return { url, [text]: html.includes(text) };
}

/** One HTTP request from a chosen loopback address, so the proxy sees distinct clients. */
function request(
  url: string,
  options: { method?: string; body?: unknown; localAddress?: string } = {},
): Promise<{ status: number; text: string; headers: http.IncomingHttpHeaders }> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      url,
      {
        method: options.method ?? 'GET',
        localAddress: options.localAddress,
        agent: false,
        headers: body
          ? { 'content-type': 'application/json', 'idempotency-key': randomUUID() }
          : {},
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            headers: response.headers,
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.setTimeout(30_000, () => outgoing.destroy(new Error(`timeout: ${url}`)));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const postLead = (localAddress: string) =>
  request(`http://127.0.0.1:${PROXY_PORT}/api/contact`, {
    method: 'POST',
    body: validContactBody(),
    localAddress,
  });

/** Runs `tasks` with at most `width` at a time. */
async function inBatches<T>(tasks: Array<() => Promise<T>>, width: number): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < tasks.length; start += width)
    results.push(...(await Promise.all(tasks.slice(start, start + width).map((task) => task()))));
  return results;
}

async function until<T>(
  check: () => Promise<T | undefined>,
  what: string | (() => string),
  timeoutMs: number,
  pollMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline)
      throw new Error(
        `Timed out after ${timeoutMs} ms: ${typeof what === 'string' ? what : what()}`,
      );
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

function count(text: string, needle: string): number {
  return text.split(needle).length - 1;
}

/**
 * A webhook endpoint that records which lead (Idempotency-Key) it accepted. In 'hold' mode it
 * keeps requests open; release() answers them, and a request whose sender died meanwhile is
 * not accepted (its socket is closed).
 */
interface Held {
  key: string;
  response: ServerResponse;
}
function createReceiver() {
  const accepted = new Map<string, number>();
  const calls: string[] = [];
  let held: Held[] = [];
  let holding = false;
  let lastCallAt = 0;
  const accept = ({ key, response }: Held) => {
    if (response.socket?.destroyed || response.destroyed) return false;
    accepted.set(key, (accepted.get(key) ?? 0) + 1);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"ok":true}');
    return true;
  };
  const server = http.createServer((req, response) => {
    req.resume();
    req.on('end', () => {
      const key = String(req.headers['idempotency-key'] ?? '');
      calls.push(key);
      lastCallAt = Date.now();
      if (holding) held.push({ key, response });
      else accept({ key, response });
    });
  });
  return {
    accepted,
    calls,
    heldKeys: () => held.map((entry) => entry.key),
    quietFor: (ms: number) => Date.now() - lastCallAt >= ms,
    hold() {
      holding = true;
    },
    /** Answers what is held; returns the keys whose sender was gone. */
    release(): string[] {
      holding = false;
      const gone = held.filter((entry) => !accept(entry)).map((entry) => entry.key);
      held = [];
      return gone;
    },
    listen: () =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(WEBHOOK_PORT, '127.0.0.1', resolve);
      }),
    close() {
      for (const entry of held) entry.response.destroy();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Lets pending I/O callbacks (socket closes) run before looking at sockets. */
async function drainIo(): Promise<void> {
  for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

describe('two instances of one build behind a round-robin proxy', () => {
  const stops: Array<() => Promise<unknown>> = [];
  let cms: FakeDirectus;
  let redis: LocalRedis;
  let databaseUrl: string;
  let store: LeadStore;
  let a: Instance;
  let b: Instance;
  let proxy: RoundRobinProxy;
  let instanceEnv: NodeJS.ProcessEnv;
  const receiver = createReceiver();

  const startB = async (env: Record<string, string> = {}) => {
    b = await startInstance({
      port: PORT_B,
      env: { ...instanceEnv, NEXT_DIST_DIR: DIST_B, ...env },
    });
    return b;
  };

  beforeAll(async () => {
    cms = createFakeDirectus(CMS_PORT, cmsContent());
    await cms.start();
    stops.push(() => cms.stop());
    redis = await startRedis(REDIS_PORT);
    stops.push(() => redis.stop());

    // The Postgres CI already runs (a new database on it), else a throwaway cluster of our own.
    const adminUrl = process.env.DATABASE_URL_TEST;
    if (adminUrl) {
      const name = `cluster_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
      const admin = new Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      stops.push(async () => {
        const cleanup = new Client({ connectionString: adminUrl });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      });
    } else {
      const postgres = await startPostgres(PG_PORT);
      databaseUrl = postgres.url;
      stops.push(() => postgres.stop());
    }
    store = createLeadStore({ databaseUrl, sqlitePath: '' });
    stops.push(() => store.close());

    if (process.env.CLUSTER_SKIP_BUILD !== '1') await build(cms);
    for (const copy of [DIST_A, DIST_B]) {
      rmSync(join(ROOT, copy), { recursive: true, force: true });
      cpSync(join(ROOT, DIST_BUILD), join(ROOT, copy), {
        recursive: true,
        filter: (source) => !source.startsWith(join(ROOT, DIST_BUILD, 'cache')),
      });
      stops.push(async () => rmSync(join(ROOT, copy), { recursive: true, force: true }));
    }

    const base: NodeJS.ProcessEnv = { ...process.env };
    for (const key of ['CONTACT_WEBHOOK_URL', 'LEAD_WEBHOOK_URL', 'LEADS_DATABASE'])
      delete base[key];
    instanceEnv = {
      ...base,
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${PROXY_PORT}`,
      DIRECTUS_URL: cms.url,
      DIRECTUS_COLLECTION_PREFIX: 'octaacer',
      REVALIDATE_SECRET: SECRET,
      REDIS_URL: redis.url,
      DATABASE_URL: databaseUrl,
      CONTACT_WEBHOOK_URL: `http://127.0.0.1:${WEBHOOK_PORT}/hook`,
      LEAD_RATE_LIMIT: String(RATE_LIMIT),
      TRUSTED_PROXY_HOPS: '1',
      LEAD_RETRY_SCHEDULE_MS: '500',
      LEAD_WORKER_INTERVAL_MS: '200',
      LEAD_DELIVERY_LEASE_MS: '3000',
    };
    [a] = await Promise.all([
      startInstance({ port: PORT_A, env: { ...instanceEnv, NEXT_DIST_DIR: DIST_A } }),
      startB(),
    ]);
    stops.push(() => a.stop());
    stops.push(() => b.stop());
    proxy = await startRoundRobinProxy({ port: PROXY_PORT, targets: [a.url, b.url] });
    stops.push(() => proxy.close());
    stops.push(() => receiver.close());
  }, 420_000);

  afterAll(async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  }, 60_000);

  it('a revalidation posted to instance A reaches both instances: service page and header menu', async () => {
    const paths = ['/services/automation', '/about'];
    for (const instance of [a, b])
      for (const path of paths) {
        const url = `${instance.url}${path}`;
        const page = await request(url);
        expect(page.status).toBe(200);
        expect(shows(url, page.text, ORIGINAL_TITLE)).toEqual({ url, [ORIGINAL_TITLE]: true });
      }
    // The pages live in Redis under this build's prefix.
    const client = createClient({ url: redis.url });
    await client.connect();
    const keys = await client.keys('octaacer:*');
    await client.quit();
    expect(keys.length).toBeGreaterThan(0);

    (cms.collections.octaacer_services as Array<Record<string, unknown>>)[0]!.title = RENAMED_TITLE;
    const started = Date.now();
    const flowCall = await fetch(`${a.url}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ collection: 'octaacer_services', keys: ['5'], event: 'items.update' }),
    });
    expect(flowCall.status).toBe(200);

    const pending = new Set(
      [a, b].flatMap((instance) => paths.map((path) => `${instance.url}${path}`)),
    );
    const tookMs = await until(
      async () => {
        for (const url of [...pending]) {
          const page = await request(url);
          if (page.status === 200 && page.text.includes(RENAMED_TITLE)) pending.delete(url);
        }
        return pending.size === 0 ? Date.now() - started : undefined;
      },
      () => `the renamed title on ${[...pending].join(', ')}`,
      PROPAGATION_LIMIT_MS,
      50,
    );
    console.info(`[cluster] revalidation on A visible on both instances after ${tookMs} ms`);
    expect(tookMs).toBeLessThan(PROPAGATION_LIMIT_MS);
    for (const instance of [a, b]) {
      const url = `${instance.url}/about`;
      const page = await request(url);
      expect(shows(url, page.text, ORIGINAL_TITLE)).toEqual({ url, [ORIGINAL_TITLE]: false });
    }
  });

  it('a visitor alternating between instances gets every chunk and one build id', async () => {
    const ids = await Promise.all(
      [a, b].map(async (instance) =>
        JSON.parse((await request(`${instance.url}/api/build-id`)).text),
      ),
    );
    expect(ids[0]).toEqual(ids[1]);
    expect(ids[0].buildId).not.toBe('unknown');
    const html = (await request(`${proxy.url}/services`)).text;
    // The scripts, styles and fonts the HTML itself loads (not the inlined CSS's data-href, which
    // names several files in one attribute).
    const assets = [
      ...new Set(
        [...html.matchAll(/(?<![\w-])(?:src|href)="(\/_next\/static\/[^"\s]+)"/g)].map(
          (match) => match[1]!,
        ),
      ),
    ];
    expect(assets.length).toBeGreaterThan(3);
    const before = new Map(proxy.answeredBy);
    // Through the round-robin proxy: consecutive requests go to alternating instances.
    const statuses = [];
    for (const asset of assets) statuses.push((await request(`${proxy.url}${asset}`)).status);
    expect(statuses).toEqual(assets.map(() => 200));
    for (const instance of [a, b])
      expect(
        (proxy.answeredBy.get(instance.url) ?? 0) - (before.get(instance.url) ?? 0),
      ).toBeGreaterThan(1);
  });

  it(`the rate limit holds across instances: ${RATE_LIMIT} per minute, 30 posts → 20 refused`, async () => {
    const before = new Map(proxy.answeredBy);
    const statuses: number[] = [];
    for (let post = 0; post < 30; post += 1) statuses.push((await postLead('127.0.0.2')).status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(RATE_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - RATE_LIMIT);
    for (const instance of [a, b])
      expect((proxy.answeredBy.get(instance.url) ?? 0) - (before.get(instance.url) ?? 0)).toBe(15);
  });

  it(`${LEAD_COUNT} leads through the proxy, webhook down then up, one instance SIGKILLed mid-delivery: each delivered once`, async () => {
    const before = new Map(proxy.answeredBy);
    // Forty clients (127.0.1.1–40), ten leads each: within the limit of ten per minute.
    const tasks = Array.from(
      { length: LEAD_COUNT },
      (_, index) => () => postLead(`127.0.1.${(index % 40) + 1}`),
    );
    const answers = await inBatches(tasks, 20);
    expect(answers.map((answer) => answer.status)).toEqual(Array(LEAD_COUNT).fill(201));
    const ids = answers.map((answer) => (JSON.parse(answer.text) as { id: string }).id);
    expect(new Set(ids).size).toBe(LEAD_COUNT);
    for (const instance of [a, b])
      expect((proxy.answeredBy.get(instance.url) ?? 0) - (before.get(instance.url) ?? 0)).toBe(
        LEAD_COUNT / 2,
      );
    // The webhook is down: nothing is delivered yet, every lead waits in the shared store.
    expect(await store.listLeads({ status: 'delivered', limit: 1000 })).toHaveLength(0);
    const everyLead = (await store.listLeads({ limit: 1000 })).map((lead) => lead.id);
    expect(everyLead).toEqual(expect.arrayContaining(ids));

    // Webhook up. After a first share is delivered it holds every call; once both instances
    // are stuck on held calls, instance B dies.
    await receiver.listen();
    await until(
      async () => (receiver.accepted.size >= 120 ? true : undefined),
      'the first 120 deliveries',
      60_000,
      20,
    );
    receiver.hold();
    await until(
      async () => (receiver.heldKeys().length > 0 && receiver.quietFor(300) ? true : undefined),
      'both instances waiting on held calls',
      20_000,
      50,
    );
    await b.kill();
    await drainIo();
    const lostWithB = receiver.release();
    // B died in the middle of delivery: it had sent calls that never got their answer.
    expect(lostWithB.length).toBeGreaterThan(0);
    console.info(
      `[cluster] B killed with ${lostWithB.length} call(s) in flight; ${receiver.accepted.size} leads accepted so far`,
    );

    const delivered = await until(
      async () => {
        const done = await store.listLeads({ status: 'delivered', limit: 1000 });
        return done.length === everyLead.length ? done : undefined;
      },
      `all ${everyLead.length} leads delivered`,
      90_000,
      250,
    );
    expect(delivered.map((lead) => lead.id).sort()).toEqual([...everyLead].sort());
    // Each lead accepted by the webhook exactly once (the ones B had in flight were sent again
    // by A after B's lease ran out, with the same Idempotency-Key, and accepted then).
    expect([...receiver.accepted.keys()].sort()).toEqual([...everyLead].sort());
    expect([...receiver.accepted.values()].every((times) => times === 1)).toBe(true);
    for (const key of lostWithB) expect(receiver.accepted.get(key)).toBe(1);
  });

  it('with Redis stopped both instances keep serving pages and accepting leads, and say so once', async () => {
    // B again, as after a crash, over a link to Redis slow to connect: from its very first page
    // it must answer the revalidated content from Redis, not the build-time copy on its disk
    // (that first request once beat the connection on a busy CI machine).
    const slowLink = await startSlowTcpLink(SLOW_REDIS_PORT, REDIS_PORT, SLOW_LINK_MS);
    stops.push(() => slowLink.stop());
    await startB({ REDIS_URL: `redis://127.0.0.1:${SLOW_REDIS_PORT}` });
    const restarted = `${b.url}/services/automation`;
    expect(shows(restarted, (await request(restarted)).text, RENAMED_TITLE)).toEqual({
      url: restarted,
      [RENAMED_TITLE]: true,
    });

    await redis.stop();
    for (const instance of [a, b])
      for (const path of ['/', '/services/automation', '/contact', '/about']) {
        const page = await request(`${instance.url}${path}`);
        expect(page.status).toBe(200);
      }
    const leads = await Promise.all(
      ['127.0.2.1', '127.0.2.2', '127.0.2.3', '127.0.2.4'].map((address) => postLead(address)),
    );
    expect(leads.map((lead) => lead.status)).toEqual([201, 201, 201, 201]);
    for (const instance of [a, b]) {
      await request(`${instance.url}/industries`);
      expect(count(instance.output(), REDIS_DOWN_MESSAGE)).toBe(1);
    }

    // Back: the instances reconnect by themselves and say that once too.
    await redis.start();
    await until(
      async () =>
        [a, b].every((instance) => instance.output().includes(REDIS_BACK_MESSAGE))
          ? true
          : undefined,
      'both instances reconnected to Redis',
      15_000,
    );
    for (const instance of [a, b])
      expect((await request(`${instance.url}/services/automation`)).status).toBe(200);
  });
});
