import { spawnSync } from 'node:child_process';
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
 */
export function runSeed(
  directus: RunningDirectus,
  siteEnv: Record<string, string> = {},
  { revalidate = true }: { revalidate?: boolean } = {},
): SeedResult {
  const result = spawnSync('npx', ['tsx', 'scripts/cms-seed.ts'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: {
      ...process.env,
      DIRECTUS_URL: directus.url,
      DIRECTUS_ADMIN_TOKEN: directus.secrets.adminToken,
      DIRECTUS_TOKEN: directus.secrets.siteToken,
      ...(revalidate ? { REVALIDATE_SECRET: directus.secrets.revalidateSecret } : {}),
      ...siteEnv,
    },
  });
  return { output: `${result.stdout}${result.stderr}`, status: result.status };
}

/** Prints what a suite measured (install, build, edit-to-live times) under a title, after its run. */
export function logMeasurements(title: string, measurements: Record<string, string>): void {
  console.log(
    `${title}:\n${Object.entries(measurements)
      .map(([what, value]) => `  ${what}: ${value}`)
      .join('\n')}`,
  );
}
