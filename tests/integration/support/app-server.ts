import { spawn, type ChildProcess } from 'node:child_process';
import { DIST_DIR, NEXT_BIN, ROOT } from './paths';

export interface AppServer {
  url: string;
  port: number;
  /** The `next start` process. */
  pid: number;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  /** Graceful stop (SIGTERM), waits for exit. */
  stop(): Promise<void>;
  /** Crash: SIGKILL, no cleanup. */
  kill(): Promise<void>;
}

/** Variables a developer shell might have that must not leak into a test server. */
const ISOLATED_KEYS = [
  'CONTACT_WEBHOOK_URL',
  'LEAD_WEBHOOK_URL',
  'DATABASE_URL',
  'LEADS_DATABASE',
  'LEAD_RATE_LIMIT',
  'META_CAPI_ACCESS_TOKEN',
  'META_CAPI_URL',
  'GA4_API_SECRET',
  'GA4_MP_URL',
  'NEXT_PUBLIC_GA_ID',
  'NEXT_PUBLIC_META_PIXEL_ID',
];

export function serverEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ISOLATED_KEYS) delete base[key];
  return {
    ...base,
    NODE_ENV: 'production',
    NEXT_DIST_DIR: DIST_DIR,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_PUBLIC_SITE_URL: 'http://127.0.0.1:3000',
    ...env,
  };
}

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

// A suite that times out must not leave servers holding its ports for the next run.
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** `next start` of the integration build on 127.0.0.1:port with its own environment. */
export async function startApp(port: number, env: Record<string, string>): Promise<AppServer> {
  let output = '';
  const child = spawn(
    process.execPath,
    [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'],
    {
      cwd: ROOT,
      env: serverEnv(env),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // Killed at exit if its suite never stopped it (a beforeAll that timed out never returns it).
  running.add(child);
  child.once('exit', () => running.delete(child));
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited early:\n${output}`);
    // "Ready" from this child, not an answer from some other server on the port.
    if (!output.includes('Ready in')) {
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`next start did not get ready on ${url} within 30 s:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    try {
      const response = await fetch(`${url}/api/contact`, { method: 'OPTIONS' });
      await response.body?.cancel();
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`next start did not answer on ${url} within 30 s:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  return {
    url,
    port,
    pid: child.pid!,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await waitForExit(child);
    },
    async kill() {
      child.kill('SIGKILL');
      await waitForExit(child);
    },
  };
}
