import { spawn } from 'node:child_process';
import type { RunningDirectus } from '@/scripts/cms-runtime';
import { REPO_ROOT } from './site';

export interface SeedResult {
  output: string;
  status: number | null;
}

/**
 * Runs `cms:seed` against a test Directus with its admin and site tokens; `siteEnv` names the
 * site the seeded Flows call (REVALIDATE_URL) or preview (NEXT_PUBLIC_SITE_URL, DRAFT_SECRET).
 * `revalidate: false` seeds without the revalidation secret (no revalidation Flow).
 *
 * Asynchronous on purpose: a synchronous spawn blocks this process's event loop for the whole
 * seed, so the fetch pool cannot notice the keep-alive sockets Directus closes meanwhile, and the
 * next admin request reused a dead one ("fetch failed" in CI); it also stalls the piped output of
 * the servers this process started.
 */
export function runSeed(
  directus: RunningDirectus,
  siteEnv: Record<string, string> = {},
  { revalidate = true }: { revalidate?: boolean } = {},
): Promise<SeedResult> {
  const child = spawn('npx', ['tsx', 'scripts/cms-seed.ts'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DIRECTUS_URL: directus.url,
      DIRECTUS_ADMIN_TOKEN: directus.secrets.adminToken,
      DIRECTUS_TOKEN: directus.secrets.siteToken,
      ...(revalidate ? { REVALIDATE_SECRET: directus.secrets.revalidateSecret } : {}),
      ...siteEnv,
    },
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({ output: `${output}${error.message}`, status: null }));
    child.on('close', (status) => resolve({ output, status }));
  });
}

/** Prints what a suite measured (install, build, edit-to-live times) under a title, after its run. */
export function logMeasurements(title: string, measurements: Record<string, string>): void {
  console.log(
    `${title}:\n${Object.entries(measurements)
      .map(([what, value]) => `  ${what}: ${value}`)
      .join('\n')}`,
  );
}
