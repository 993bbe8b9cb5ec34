import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DIST_DIR, NEXT_BIN, ROOT } from './paths';

/** Builds the production app once for every integration suite. */
export default async function globalSetup(): Promise<void> {
  if (process.env.LEADS_IT_SKIP_BUILD === '1' && existsSync(join(ROOT, DIST_DIR, 'BUILD_ID')))
    return;
  const started = Date.now();
  const build = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: DIST_DIR,
      NEXT_TELEMETRY_DISABLED: '1',
      // `npm run typecheck` covers types; this build only has to serve the routes.
      NEXT_IGNORE_TS: '1',
    },
  });
  if (build.status !== 0) {
    throw new Error(
      `next build for the integration tests failed:\n${build.stdout}\n${build.stderr}`,
    );
  }
  console.log(
    `\n[integration] built ${DIST_DIR} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
}
