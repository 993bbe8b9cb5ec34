// npm run bench: builds the site, serves it with `next start` on 127.0.0.1 and measures
//  1. JS per route: gzip bytes of every <script src> the route's HTML loads, against the budget
//     (an empty Next 16 page ≈ 138 kB; content pages ≤ 1.15×, home and /lp ≤ 1.35×);
//  2. Lighthouse (mobile, performance + accessibility + best practices + SEO) in Debian Chromium;
//  3. server throughput: bounded keep-alive load on a few routes (127.0.0.1 only, fixed duration);
//  4. the lead endpoint's latency at 100 submissions/s for 10 s with the webhook down
//     (scripts/bench-leads.ts, its own server on the same build).
// Results print as a table and are written to bench-results/latest.json.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { resolveChromium } from './chromium-path.mjs';
import { measureRouteJs } from './route-js.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const BASE = `http://127.0.0.1:${PORT}`;
const DIST = process.env.BENCH_DIST_DIR ?? '.next-bench';
const EMPTY_PAGE_JS_KB = 138;
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
const LOAD_CONCURRENCY = Number(process.env.BENCH_LOAD_CONCURRENCY ?? 16);

const routes = [
  { path: '/', budget: 1.35 },
  { path: '/lp/automation-solutions', budget: 1.35 },
  { path: '/lp/ai-development-services', budget: 1.35 },
  { path: '/services', budget: 1.15 },
  { path: '/services/business-automation', budget: 1.15 },
  { path: '/industries', budget: 1.15 },
  { path: '/industries/healthcare-biotech', budget: 1.15 },
  { path: '/portfolios', budget: 1.15 },
  { path: '/portfolios/fintech-mobile', budget: 1.15 },
  { path: '/about', budget: 1.15 },
  { path: '/process', budget: 1.15 },
  { path: '/careers', budget: 1.15 },
  { path: '/contact', budget: 1.15 },
  { path: '/privacy-policy', budget: 1.15 },
];
const lighthouseRoutes = (process.env.BENCH_LIGHTHOUSE_ROUTES ?? '/,/services/business-automation,/contact,/lp/automation-solutions')
  .split(',')
  .filter(Boolean);
const loadRoutes = ['/', '/services/business-automation', '/api/geo'];

const env = { ...process.env, NEXT_DIST_DIR: DIST, NEXT_TELEMETRY_DISABLED: '1', LEADS_DATABASE: `${DIST}/bench-leads.db` };

function buildSite() {
  if (process.env.BENCH_SKIP_BUILD === '1') return null;
  const started = Date.now();
  const result = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env });
  if (result.status !== 0) throw new Error('next build failed');
  return (Date.now() - started) / 1000;
}

async function waitForServer(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`server did not answer at ${url}`);
}

async function runLighthouse(paths) {
  let lighthouse;
  let launcher;
  try {
    lighthouse = (await import('lighthouse')).default;
    launcher = await import('chrome-launcher');
  } catch {
    console.warn('lighthouse is not installed: skipping the Lighthouse part');
    return [];
  }
  const chrome = await launcher.launch({
    chromePath: resolveChromium() ?? undefined,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const results = [];
  try {
    for (const path of paths) {
      const runnerResult = await lighthouse(BASE + path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        formFactor: 'mobile',
      });
      const { categories, audits } = runnerResult.lhr;
      results.push({
        path,
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        bestPractices: Math.round(categories['best-practices'].score * 100),
        seo: Math.round(categories.seo.score * 100),
        lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(audits['total-blocking-time'].numericValue),
        cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
}

async function loadRoute(path) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: LOAD_CONCURRENCY });
  const latencies = [];
  let errors = 0;
  const deadline = Date.now() + LOAD_SECONDS * 1000;
  const once = () =>
    new Promise((resolve) => {
      const started = process.hrtime.bigint();
      const request = http.get(BASE + path, { agent }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode !== 200) errors += 1;
          latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
          resolve();
        });
      });
      request.on('error', () => {
        errors += 1;
        resolve();
      });
    });
  const worker = async () => {
    while (Date.now() < deadline) await once();
  };
  await Promise.all(Array.from({ length: LOAD_CONCURRENCY }, worker));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pick = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    path,
    requests: latencies.length,
    rps: Math.round(latencies.length / LOAD_SECONDS),
    p50Ms: Number(pick(0.5).toFixed(1)),
    p99Ms: Number(pick(0.99).toFixed(1)),
    errors,
  };
}

async function main() {
  const buildSeconds = buildSite();
  const server = spawn('npx', ['next', 'start', '-p', String(PORT), '-H', '127.0.0.1'], { env, stdio: 'ignore' });
  try {
    await waitForServer(`${BASE}/`);
    const js = [];
    for (const route of routes) {
      const { sources, totalKb: gzipKb } = await measureRouteJs(BASE, route.path);
      const scripts = sources.length;
      const limitKb = EMPTY_PAGE_JS_KB * route.budget;
      js.push({ path: route.path, scripts, gzipKb: Number(gzipKb.toFixed(1)), limitKb: Number(limitKb.toFixed(1)), withinBudget: gzipKb <= limitKb });
    }
    console.log('\nJS per route (gzip, scripts in the HTML):');
    console.table(js);
    const lighthouseResults = await runLighthouse(lighthouseRoutes);
    if (lighthouseResults.length) {
      console.log('\nLighthouse (mobile):');
      console.table(lighthouseResults);
    }
    const load = [];
    for (const path of loadRoutes) load.push(await loadRoute(path));
    console.log(`\nServer throughput (${LOAD_CONCURRENCY} keep-alive connections, ${LOAD_SECONDS} s per route):`);
    console.table(load);
    server.kill('SIGTERM');
    console.log('\nLead endpoint (POST /api/contact, webhook down):');
    const leads = spawnSync('npx', ['tsx', 'scripts/bench-leads.ts', '--dist', DIST, '--port', String(PORT + 2)], {
      env,
      encoding: 'utf8',
    });
    const leadEndpoint = `${leads.stdout}${leads.stderr}`.trim();
    console.log(leadEndpoint);
    mkdirSync('bench-results', { recursive: true });
    const report = { measuredAt: new Date().toISOString(), buildSeconds, js, lighthouse: lighthouseResults, load, leadEndpoint };
    writeFileSync('bench-results/latest.json', JSON.stringify(report, null, 2));
    if (buildSeconds !== null) console.log(`\nBuild time: ${buildSeconds.toFixed(1)} s`);
    const over = js.filter((row) => !row.withinBudget);
    if (over.length) console.log(`\nOver budget: ${over.map((row) => row.path).join(', ')}`);
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
