/**
 * Latency of POST /api/contact under steady load with the webhook DOWN (every delivery fails and is
 * retried in the background): starts `next start` of an existing build on 127.0.0.1 with a throwaway
 * SQLite store, sends an open-loop 100 requests/s for 10 s, prints p50/p90/p99/max.
 *
 *   NEXT_DIST_DIR=.next-pipeline npx next build   # once
 *   npx tsx scripts/bench-leads.ts --dist .next-pipeline [--port 3239] [--rate 100] [--seconds 10]
 *
 * Local only: it binds and targets 127.0.0.1 and is bounded to 200 req/s for 60 s at most.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : (process.argv[index + 1] ?? fallback);
}

const distDir = option('dist', process.env.NEXT_DIST_DIR ?? '.next-pipeline');
const port = Number(option('port', '3239'));
const rate = Math.min(200, Number(option('rate', '100')));
const seconds = Math.min(60, Number(option('seconds', '10')));

async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const address = probe.address();
  await new Promise((done) => probe.close(done));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function body(index: number) {
  return JSON.stringify({
    firstName: 'Bench',
    lastName: 'Mark',
    email: `bench.${index}.${randomUUID().slice(0, 8)}@example.com`,
    phoneNumber: '0300-123 4567',
    phoneCountry: 'pk',
    companyName: 'Load Test Ltd',
    role: 'other',
    heardFrom: 'other',
    message: 'Latency benchmark submission.',
    consent: true,
    website: '',
    attribution: { utm_source: 'bench' },
  });
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'leads-bench-'));
  const webhookPort = await closedPort();
  const root = resolve(__dirname, '..');
  const server = spawn(
    process.execPath,
    [join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_DIST_DIR: distDir,
        LEADS_DATABASE: join(dataDir, 'leads.db'),
        DATABASE_URL: '',
        CONTACT_WEBHOOK_URL: `http://127.0.0.1:${webhookPort}/webhook/contact-form`, // nothing listens: down
        LEAD_RATE_LIMIT: '0',
      },
    },
  );
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}/api/contact`;
  try {
    const deadline = Date.now() + 30_000;
    while (!output.includes('Ready in')) {
      if (Date.now() > deadline || server.exitCode !== null)
        throw new Error(`server did not start:\n${output}`);
      await new Promise((done) => setTimeout(done, 50));
    }
    // Warm up the route (first request compiles nothing in production, but opens the store).
    for (let index = 0; index < 20; index += 1) {
      await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: body(-index),
      });
    }

    const total = rate * seconds;
    const intervalMs = 1000 / rate;
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    const started = performance.now();
    const requests: Promise<void>[] = [];
    for (let index = 0; index < total; index += 1) {
      const scheduledAt = started + index * intervalMs;
      const wait = scheduledAt - performance.now();
      if (wait > 0) await new Promise((done) => setTimeout(done, wait));
      requests.push(
        (async () => {
          // Open loop: latency counts from the scheduled send time, so a slow server cannot hide queueing.
          const response = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
            body: body(index),
          });
          await response.arrayBuffer();
          latencies.push(performance.now() - scheduledAt);
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        })().catch(() => {
          statuses.set(0, (statuses.get(0) ?? 0) + 1);
        }),
      );
    }
    await Promise.all(requests);
    const elapsed = (performance.now() - started) / 1000;
    const sorted = [...latencies].sort((a, b) => a - b);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(
      `POST /api/contact, webhook down, ${total} requests at ${rate}/s over ${elapsed.toFixed(1)} s`,
    );
    console.log(`status counts: ${JSON.stringify(Object.fromEntries(statuses))}`);
    console.log(
      `p50 ${ms(percentile(sorted, 50))}  p90 ${ms(percentile(sorted, 90))}  p99 ${ms(percentile(sorted, 99))}  max ${ms(sorted[sorted.length - 1] ?? NaN)}`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
