// npm run bench: measures the site against its budgets, in one run, on 127.0.0.1:
//  1. the site's production build (timed, from clean) served by `next start`;
//  2. the styled floor: an empty Next app with one client button, built with the installed
//     next/react, wearing the site's stylesheets, preloaded font and home hero heading and
//     paragraph (scripts/bench-floor.mjs); served beside the site while 3. and 4. run;
//  3. JS per route: gzip bytes of the module scripts each route's HTML loads, its ratio to the
//     floor's, and the gzip size of the route's document;
//  4. Lighthouse (npm package, Debian Chromium): mobile with devtools and with simulated
//     throttling, each route run paired with a floor run (scripts/bench-lighthouse.mjs), and
//     desktop; medians of 3 (5 when the spread is wide);
//  5. origin throughput: autocannon against `next start` and against a plain node static file
//     server holding the same HTML, and the ratio;
//  6. the lead endpoint at 100 and 200 submissions/s, webhook up and down (scripts/bench-leads.ts);
//  7. build scaling: the build again with a generated content set of 1,000 projects and 100
//     industries (BENCH_CONTENT_SET=scale, served through lib/content like the real one).
// Prints a PASS/FAIL table, writes bench-results/latest.json and exits 0 whatever the figures
// (CI runs the tests; timings belong to a quiet machine). It exits 1 only when nothing could be
// measured (the site does not build or start).
//
// Knobs: BENCH_PORT (3300; the floor, static server and lead runs use +1, +2, +3),
// BENCH_DIST_DIR (.next-bench), BENCH_SKIP_BUILD=1 (reuse the last build; no build figures),
// BENCH_ONLY=floor,js,lighthouse,throughput,leads,scale (a subset; the floor runs with js and
// lighthouse),
// BENCH_LIGHTHOUSE_RUNS (3), BENCH_LIGHTHOUSE_ROUTES (comma-separated; default every measured
// route), BENCH_LOAD_SECONDS (10), BENCH_LEAD_SECONDS (10).
import { spawn, spawnSync } from 'node:child_process';
import {
  createReadStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { measureFloor, styledFloorFrom, waitForServer } from './bench-floor.mjs';
import { runLighthouseAgainstFloor } from './bench-lighthouse.mjs';
import { measureRouteJs } from './route-js.mjs';
import { routeTable } from './bench-table.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const BASE = `http://127.0.0.1:${PORT}`;
const DIST = process.env.BENCH_DIST_DIR ?? '.next-bench';
const SCALE_DIST = `${DIST}-scale`;
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const LEAD_SECONDS = Number(process.env.BENCH_LEAD_SECONDS ?? 10);
const SKIP_BUILD = process.env.BENCH_SKIP_BUILD === '1';
const ONLY = new Set(
  (process.env.BENCH_ONLY ?? 'floor,js,lighthouse,throughput,leads,scale')
    .split(',')
    .filter(Boolean),
);
if (ONLY.has('js') || ONLY.has('lighthouse')) ONLY.add('floor');

/** The budgets (docs/performance.md): Lighthouse's mobile ones are against the styled floor. */
const BUDGET = {
  contentPageJs: 1.15,
  landingJs: 1.35, // home and both /lp pages
  categories: { accessibility: 100, bestPractices: 100, seo: 100 },
  devtools: { performance: 98, lcpRatio: 1.1, tbtOverFloorMs: 50, cls: 0.01 },
  simulated: { performanceUnderFloor: 2, fcpRatio: 1.25, lcpRatio: 1.4 },
  desktop: { performance: 100, accessibility: 100, bestPractices: 100, seo: 100, cls: 0.01 },
  leadP99Ms: 50, // at 200/s, webhook down, 0 errors, every lead stored
  scaledBuildSeconds: 180,
};

const env = {
  ...process.env,
  NEXT_DIST_DIR: DIST,
  NEXT_TELEMETRY_DISABLED: '1',
  LEADS_DATABASE: join(DIST, 'bench-leads.db'),
  // Typechecking is not what is being timed (CI runs it on its own).
  NEXT_IGNORE_TS: '1',
};

const steps = ['build', 'floor', 'js', 'lighthouse', 'throughput', 'leads', 'scale'].filter(
  (step) => step === 'build' || ONLY.has(step),
);
let stepNumber = 0;
function progress(message) {
  stepNumber += 1;
  console.log(`\n[bench ${Math.min(stepNumber, steps.length)}/${steps.length}] ${message}`);
}
const note = (message) => console.log(`  ${message}`);

function timedBuild(distDir, extraEnv = {}) {
  rmSync(distDir, { recursive: true, force: true }); // cold build: no Turbopack cache carried over
  // next build adds its dist folder's types to tsconfig.json: leave the working tree as it was.
  const tsconfig = readFileSync('tsconfig.json', 'utf8');
  const started = Date.now();
  const result = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    env: { ...env, NEXT_DIST_DIR: distDir, ...extraEnv },
    encoding: 'utf8',
  });
  writeFileSync('tsconfig.json', tsconfig);
  if (result.status !== 0)
    throw new Error(`next build failed:\n${result.stdout}\n${result.stderr}`);
  return { seconds: (Date.now() - started) / 1000, pages: prerenderedPageCount(distDir) };
}

function prerenderedPageCount(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, 'prerender-manifest.json'), 'utf8'));
  return Object.keys(manifest.routes ?? {}).length;
}

function startSite() {
  return spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-p', String(PORT), '-H', '127.0.0.1'],
    {
      env,
      stdio: 'ignore',
    },
  );
}

async function stop(child) {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((done) => child.once('exit', done));
}

/** One route of every page type; detail slugs are the first the sitemap lists. */
async function measuredRoutes() {
  const sitemap = await (await fetch(`${BASE}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]).pathname,
  );
  const firstUnder = (prefix, fallback) =>
    paths.find((path) => path.startsWith(prefix)) ?? fallback;
  return [
    { path: '/', kind: 'home' },
    { path: firstUnder('/services/', '/services/business-automation'), kind: 'content' },
    { path: firstUnder('/industries/', '/industries/healthcare-biotech'), kind: 'content' },
    { path: firstUnder('/portfolios/', '/portfolios/fintech-mobile'), kind: 'content' },
    { path: '/about', kind: 'content' },
    { path: '/careers', kind: 'content' },
    { path: '/contact', kind: 'content' },
    { path: '/privacy-policy', kind: 'content' },
    { path: '/lp/automation-solutions', kind: 'landing' },
    { path: '/lp/ai-development-services', kind: 'landing' },
    // The other languages: the same budgets as English.
    { path: '/ar', kind: 'home' },
    { path: '/tr', kind: 'home' },
    { path: '/ar/lp/automation-solutions', kind: 'landing' },
  ];
}

async function measureJs(routes, floorKb) {
  const rows = [];
  for (const route of routes) {
    const { sources, totalKb } = await measureRouteJs(BASE, route.path);
    const budget = route.kind === 'content' ? BUDGET.contentPageJs : BUDGET.landingJs;
    // The document itself: what the first paint waits for (its markup and the RSC payload).
    const html = Buffer.from(await (await fetch(BASE + route.path)).arrayBuffer());
    const documentGzipKb = Number((gzipSync(html, { level: 9 }).length / 1024).toFixed(1));
    rows.push({
      path: route.path,
      scripts: sources.length,
      gzipKb: Number(totalKb.toFixed(1)),
      ratio: Number((totalKb / floorKb).toFixed(3)),
      budget,
      documentGzipKb,
    });
    note(
      `${route.path}: ${totalKb.toFixed(1)} kB = ${(totalKb / floorKb).toFixed(3)} × floor; document ${documentGzipKb} kB gzip`,
    );
  }
  return rows;
}

/** A plain static file server: each request streams the file from disk, like nginx would. */
async function startStaticServer(file, port) {
  const size = statSync(file).size;
  const server = http.createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': size });
    createReadStream(file)
      .on('error', () => response.destroy())
      .pipe(response);
  });
  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  return server;
}

async function loadTest(url) {
  // Loaded here, so the other parts (BENCH_ONLY) run without the load-testing package.
  const autocannon = (await import('autocannon')).default;
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 10, duration: LOAD_SECONDS }, (error, result) => {
      if (error) reject(error);
      else
        resolve({
          requestsPerSecond: Math.round(result.requests.average),
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          errors: result.errors + result.non2xx + result.timeouts,
        });
    });
  });
}

async function measureThroughput(path) {
  const html = await (await fetch(BASE + path)).text();
  const folder = mkdtempSync(join(tmpdir(), 'bench-static-'));
  const file = join(folder, 'index.html');
  writeFileSync(file, html);
  const staticServer = await startStaticServer(file, PORT + 2);
  try {
    note(`autocannon ${LOAD_SECONDS} s, 10 connections: next start ${path}`);
    const next = await loadTest(BASE + path);
    note(`autocannon ${LOAD_SECONDS} s, 10 connections: node static file server, same HTML`);
    const staticFiles = await loadTest(`http://127.0.0.1:${PORT + 2}${path}`);
    return {
      path,
      htmlBytes: Buffer.byteLength(html),
      nextStart: next,
      staticServer: staticFiles,
      ratio: Number((next.requestsPerSecond / staticFiles.requestsPerSecond).toFixed(2)),
    };
  } finally {
    staticServer.closeAllConnections();
    await new Promise((done) => staticServer.close(done));
    rmSync(folder, { recursive: true, force: true });
  }
}

function measureLeads() {
  const runs = [];
  for (const webhook of ['up', 'down']) {
    for (const rate of [100, 200]) {
      note(`POST /api/contact at ${rate}/s for ${LEAD_SECONDS} s, webhook ${webhook}`);
      const child = spawnSync(
        process.execPath,
        [
          'node_modules/tsx/dist/cli.mjs',
          'scripts/bench-leads.ts',
          '--dist',
          DIST,
          '--port',
          String(PORT + 3),
          '--rate',
          String(rate),
          '--seconds',
          String(LEAD_SECONDS),
          '--webhook',
          webhook,
          '--json',
        ],
        { env, encoding: 'utf8' },
      );
      const line = child.stdout.split('\n').find((text) => text.startsWith('BENCH_LEADS '));
      if (!line) throw new Error(`lead benchmark failed:\n${child.stdout}\n${child.stderr}`);
      const result = JSON.parse(line.slice('BENCH_LEADS '.length));
      note(
        `p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, errors ${result.errors}, stored ${result.stored}/${result.accepted}`,
      );
      runs.push(result);
    }
  }
  return runs;
}

function checks(report) {
  const rows = [];
  const add = (area, what, value, budget, pass) =>
    rows.push({ area, what, value, budget, result: pass ? 'PASS' : 'FAIL' });
  for (const row of report.js ?? [])
    add(
      'JS',
      row.path,
      `${row.gzipKb} kB = ${row.ratio.toFixed(3)} ×`,
      `≤ ${row.budget} ×`,
      row.ratio <= row.budget,
    );
  const lighthouse = report.lighthouse;
  for (const [mode, floor] of Object.entries(lighthouse?.floor ?? {}))
    rows.push({
      area: 'Lighthouse',
      what: `styled floor, mobile ${mode} (all its runs)`,
      value: `perf ${floor.performance}, FCP ${floor.fcpMs} ms, LCP ${floor.lcpMs} ms, TBT ${floor.tbtMs} ms`,
      budget: 'reference, same run',
      result: 'INFO',
    });
  const categories = (label, row) => {
    const keys = Object.keys(BUDGET.categories);
    add(
      'Lighthouse',
      `${label} a11y/bp/seo`,
      keys.map((key) => row[key]).join('/'),
      keys.map((key) => BUDGET.categories[key]).join('/'),
      keys.every((key) => row[key] >= BUDGET.categories[key]),
    );
  };
  for (const row of lighthouse?.mobile ?? []) {
    const label = `mobile ${row.mode} ${row.path}`;
    if (row.error) {
      add('Lighthouse', label, row.error, '—', false);
      continue;
    }
    const { floor, ratio } = row;
    if (row.mode === 'devtools') {
      const budget = BUDGET.devtools;
      add(
        'Lighthouse',
        `${label} perf`,
        String(row.performance),
        `≥ ${budget.performance}`,
        row.performance >= budget.performance,
      );
      add(
        'Lighthouse',
        `${label} LCP`,
        `${row.lcpMs} ms = ${ratio.lcp} × floor ${floor.lcpMs}`,
        `≤ ${budget.lcpRatio} ×`,
        ratio.lcp <= budget.lcpRatio,
      );
      add(
        'Lighthouse',
        `${label} TBT`,
        `${row.tbtMs} ms (floor ${floor.tbtMs})`,
        `≤ floor + ${budget.tbtOverFloorMs} ms`,
        ratio.tbtDeltaMs <= budget.tbtOverFloorMs,
      );
      add('Lighthouse', `${label} CLS`, String(row.cls), `≤ ${budget.cls}`, row.cls <= budget.cls);
    } else {
      const budget = BUDGET.simulated;
      add(
        'Lighthouse',
        `${label} perf`,
        `${row.performance} (floor ${floor.performance})`,
        `≥ floor − ${budget.performanceUnderFloor}`,
        row.performance >= floor.performance - budget.performanceUnderFloor,
      );
      add(
        'Lighthouse',
        `${label} FCP`,
        `${row.fcpMs} ms = ${ratio.fcp} × floor ${floor.fcpMs}`,
        `≤ ${budget.fcpRatio} ×`,
        ratio.fcp <= budget.fcpRatio,
      );
      add(
        'Lighthouse',
        `${label} LCP`,
        `${row.lcpMs} ms = ${ratio.lcp} × floor ${floor.lcpMs}`,
        `≤ ${budget.lcpRatio} ×`,
        ratio.lcp <= budget.lcpRatio,
      );
      categories(label, row);
    }
  }
  for (const row of lighthouse?.desktop ?? []) {
    const label = `desktop ${row.path}`;
    if (row.error) {
      add('Lighthouse', label, row.error, '—', false);
      continue;
    }
    const budget = BUDGET.desktop;
    const scores = ['performance', 'accessibility', 'bestPractices', 'seo'];
    add(
      'Lighthouse',
      `${label} scores`,
      scores.map((key) => row[key]).join('/'),
      scores.map((key) => budget[key]).join('/'),
      scores.every((key) => row[key] >= budget[key]),
    );
    add('Lighthouse', `${label} CLS`, String(row.cls), `≤ ${budget.cls}`, row.cls <= budget.cls);
  }
  for (const run of report.leads ?? []) {
    const gated = run.rate === 200 && run.webhook === 'down';
    const allStored = run.stored === run.accepted;
    add(
      'Leads',
      `${run.rate}/s webhook ${run.webhook}`,
      `p50 ${run.p50Ms} / p99 ${run.p99Ms} ms (first second p99 ${run.warmUpP99Ms} ms), ${run.errors} errors, ${run.stored}/${run.accepted} stored`,
      gated ? `p99 < ${BUDGET.leadP99Ms} ms, 0 errors, all stored` : '0 errors, all stored',
      run.errors === 0 && allStored && (!gated || run.p99Ms < BUDGET.leadP99Ms),
    );
  }
  if (report.scale) {
    const { fallback, scaled } = report.scale;
    add(
      'Build',
      `${scaled.pages} pages (scale set)`,
      `${scaled.seconds.toFixed(0)} s`,
      `< ${BUDGET.scaledBuildSeconds} s`,
      scaled.seconds < BUDGET.scaledBuildSeconds,
    );
    const timeRatio = scaled.seconds / fallback.seconds;
    const pageRatio = scaled.pages / fallback.pages;
    add(
      'Build',
      `growth vs ${fallback.pages} pages`,
      `${timeRatio.toFixed(2)} × time for ${pageRatio.toFixed(2)} × pages`,
      'no worse than linear',
      timeRatio <= pageRatio,
    );
  }
  for (const [area, error] of Object.entries(report.errors))
    add(area, 'measurement failed', error.split('\n')[0], '—', false);
  return rows;
}

async function section(report, area, run) {
  try {
    return await run();
  } catch (error) {
    report.errors[area] = error instanceof Error ? error.message : String(error);
    console.error(`  ${area} failed: ${report.errors[area]}`);
    return undefined;
  }
}

async function main() {
  const report = {
    measuredAt: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
      memoryGb: Math.round(totalmem() / 2 ** 30),
      node: process.version,
    },
    errors: {},
  };

  progress(
    SKIP_BUILD
      ? `Site build: reusing ${DIST} (BENCH_SKIP_BUILD=1)`
      : `Site build into ${DIST} (clean, timed)`,
  );
  if (!SKIP_BUILD) {
    report.build = timedBuild(DIST);
    note(`${report.build.pages} prerendered pages in ${report.build.seconds.toFixed(1)} s`);
  }

  const server = startSite();
  try {
    await waitForServer(`${BASE}/`);
    const routes = await measuredRoutes();
    if (ONLY.has('floor')) {
      progress("Styled floor: empty Next app with the site's stylesheets, font and hero text");
      const styled = await section(report, 'Floor', () => styledFloorFrom(BASE));
      // JS and Lighthouse run while the floor and the site are both served: Lighthouse
      // alternates between them, so the floor is measured under the same machine load.
      const whileServed = async (floorBase) => {
        const measured = {};
        const floorJs = (await measureRouteJs(floorBase, '/')).totalKb;
        if (ONLY.has('js')) {
          progress('JS per route (gzip of the module scripts in the HTML) and document size');
          measured.js = await section(report, 'JS', () => measureJs(routes, floorJs));
        }
        if (ONLY.has('lighthouse')) {
          const paths =
            process.env.BENCH_LIGHTHOUSE_ROUTES?.split(',').filter(Boolean) ??
            routes.map((route) => route.path);
          progress(
            `Lighthouse: mobile devtools and simulated (each run paired with a floor run), desktop; ${LIGHTHOUSE_RUNS} runs, ${paths.length} routes`,
          );
          measured.lighthouse = await section(report, 'Lighthouse', () =>
            runLighthouseAgainstFloor({
              siteBase: BASE,
              floorBase,
              paths,
              runs: LIGHTHOUSE_RUNS,
              note,
            }),
          );
        }
        return measured;
      };
      if (styled) {
        const { js, lighthouse, ...floor } =
          (await section(report, 'Floor', () => measureFloor(PORT + 1, { styled, whileServed }))) ??
          {};
        report.floor = Object.keys(floor).length > 0 ? floor : undefined;
        report.js = js;
        report.lighthouse = lighthouse;
        if (report.floor)
          note(
            `floor: ${report.floor.gzipKb} kB gzip JS (next ${report.floor.next}, react ${report.floor.react})`,
          );
      }
    }
    if (ONLY.has('throughput')) {
      progress('Origin throughput: next start vs a static file server with the same HTML');
      report.throughput = await section(report, 'Throughput', () => measureThroughput('/'));
      if (report.throughput)
        note(
          `next start ${report.throughput.nextStart.requestsPerSecond} req/s, static ${report.throughput.staticServer.requestsPerSecond} req/s (${report.throughput.ratio} ×)`,
        );
    }
  } finally {
    await stop(server);
  }

  if (ONLY.has('leads')) {
    progress('Lead endpoint: 100 and 200 submissions/s, webhook up and down');
    report.leads = await section(report, 'Leads', () => measureLeads());
  }

  if (ONLY.has('scale')) {
    progress('Build scaling: 1,000 projects and 100 industries (BENCH_CONTENT_SET=scale)');
    report.scale = await section(report, 'Build', () => {
      if (!report.build) throw new Error('needs the timed site build (unset BENCH_SKIP_BUILD)');
      const scaled = timedBuild(SCALE_DIST, { BENCH_CONTENT_SET: 'scale' });
      rmSync(SCALE_DIST, { recursive: true, force: true });
      note(`${scaled.pages} prerendered pages in ${scaled.seconds.toFixed(1)} s`);
      return { fallback: report.build, scaled };
    });
  }

  report.checks = checks(report);
  console.log(
    `\nBenchmark ${report.measuredAt} on ${report.machine.cpus} × ${report.machine.cpuModel}`,
  );
  if (report.floor)
    console.log(
      `Floor: ${report.floor.gzipKb} kB gzip JS (next ${report.floor.next}, react ${report.floor.react})`,
    );
  if (report.throughput)
    console.log(
      `Throughput on / : next start ${report.throughput.nextStart.requestsPerSecond} req/s, static file server ${report.throughput.staticServer.requestsPerSecond} req/s, ratio ${report.throughput.ratio}`,
    );
  const table = routeTable(report);
  if (table) console.log(`\n${table}`);
  console.table(report.checks);
  const failed = report.checks.filter((row) => row.result === 'FAIL').length;
  console.log(`${report.checks.length - failed} PASS, ${failed} FAIL`);
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/latest.json', `${JSON.stringify(report, null, 2)}\n`);
  if (table) writeFileSync('bench-results/latest.md', `${table}\n`);
  console.log(`Written: bench-results/latest.json${table ? ' and latest.md' : ''}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
