/** The site built and served by `next start` against a given environment, for the CMS tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RunningDirectus } from '@/scripts/cms-runtime';

export const REPO_ROOT = path.resolve(__dirname, '../../..');

/** The Accept header Chromium sends for an <img>: next/image's optimiser picks its format by it. */
export const BROWSER_IMAGE_ACCEPT =
  'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

export interface BuildResult {
  code: number | null;
  output: string;
  seconds: number;
}

/**
 * The suites run side by side (jest.cms.config.mjs) but their builds take turns: one `next build`
 * keeps both cores busy, and two at once would only slow each other and the other suite's checks.
 */
const BUILD_LOCK = path.join(tmpdir(), 'octaacer-site-cms-build.lock');
/** Printed by the locked command once it holds the lock: the build's own time starts there. */
const LOCK_HELD = '[cms-test] build lock held';

/**
 * `next build` into `distDir`, once no other CMS suite is building; resolves with its exit code,
 * everything it printed and its own duration (without the wait for the lock).
 */
export function buildSite(env: NodeJS.ProcessEnv): Promise<BuildResult> {
  let started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(
      'flock',
      [BUILD_LOCK, 'sh', '-c', 'echo "$0" && exec npx next build', LOCK_HELD],
      { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    let locked = false;
    child.stdout.on('data', (chunk: Buffer) => {
      let text = chunk.toString();
      if (!locked && text.includes(LOCK_HELD)) {
        locked = true;
        started = Date.now();
        text = text.replace(`${LOCK_HELD}\n`, '');
      }
      output += text;
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output, seconds: (Date.now() - started) / 1000 }));
  });
}

/** The pre-rendered HTML of a route in a build, or undefined when the build did not pre-render it. */
export function prerenderedHtml(distDir: string, route: string): string | undefined {
  try {
    return readFileSync(
      path.join(REPO_ROOT, distDir, 'server', 'app', `${routeFile(route)}.html`),
      'utf8',
    );
  } catch {
    return undefined;
  }
}

/**
 * English pages are built under app/[locale] as 'en/…' (their URLs have no prefix); the tests name
 * them as before ('index', 'about', 'services/ai-development'), Arabic and Turkish ones as 'ar/…'.
 */
function routeFile(route: string): string {
  if (/^(ar|tr)(\/|$)/.test(route)) return route;
  return route === 'index' ? 'en' : `en/${route}`;
}

function routeOfFile(file: string): string {
  if (file === 'en') return 'index';
  return file.startsWith('en/') ? file.slice('en/'.length) : file;
}

/** Every route a build pre-rendered ('index', 'about', 'services/ai-development', 'ar/about' …). */
export function prerenderedRoutes(distDir: string): string[] {
  const root = path.join(REPO_ROOT, distDir, 'server', 'app');
  return (readdirSync(root, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.html') && !/(^|\/)_(not-found|global-error)/.test(file))
    .map((file) => routeOfFile(file.slice(0, -'.html'.length)))
    .sort();
}

/** The words of an HTML document as a visitor reads them: no scripts, styles or tags. */
export function visibleText(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface RunningSite {
  url: string;
  output: () => string;
  stop(): Promise<void>;
}

export async function startSite(env: NodeJS.ProcessEnv, port: number): Promise<RunningSite> {
  const child: ChildProcess = spawn(
    'npx',
    ['next', 'start', '-p', String(port), '-H', '127.0.0.1'],
    {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited: ${output}`);
    try {
      if ((await fetch(`${url}/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`next start did not answer on ${url}: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || !child.pid) return;
      // npx → next start → next-server: the process group goes down together.
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}

/**
 * Polls until `check` passes; returns how long that took. Fails with the last reason after
 * `timeoutMs`, so a test says what a visitor would still see.
 */
export async function waitUntil(
  check: () => Promise<true | string>,
  timeoutMs: number,
): Promise<number> {
  const started = Date.now();
  let reason = '';
  while (Date.now() - started < timeoutMs) {
    const result = await check();
    if (result === true) return Date.now() - started;
    reason = result;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`not within ${timeoutMs} ms: ${reason}`);
}

export async function pageText(url: string): Promise<{ status: number; html: string }> {
  const response = await fetch(url, { cache: 'no-store' });
  return { status: response.status, html: await response.text() };
}

/**
 * The environment of a site built and served against a test Directus: a production build in its
 * own dist dir, reading the CMS with the site token, its leads in the suite's data dir.
 * `revalidate: false` leaves on-demand revalidation off.
 */
export function cmsSiteEnv(
  options: {
    directus: RunningDirectus;
    distDir: string;
    siteUrl: string;
    dataDir: string;
    revalidate?: boolean;
  },
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  const { directus, distDir, siteUrl, dataDir, revalidate = true } = options;
  return {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_IGNORE_TS: '1',
    NEXT_DIST_DIR: distDir,
    NEXT_PUBLIC_SITE_URL: siteUrl,
    DIRECTUS_URL: directus.url,
    DIRECTUS_TOKEN: directus.secrets.siteToken,
    ...(revalidate ? { REVALIDATE_SECRET: directus.secrets.revalidateSecret } : {}),
    LEADS_DATABASE: path.join(dataDir, 'leads.db'),
    ...extra,
  };
}
