// Builds the production site into its own dist folder and serves it with `next start`,
// which is what Playwright's webServer runs. E2E_SKIP_BUILD=1 reuses the last build.
// Both run on this script's own Node (process.execPath), and the server's pid is written to
// <dist>/e2e-server.json so e2e/node-runtime.spec.ts can check the runtime that serves the pages.
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const port = process.env.PORT ?? '3100';
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');

if (process.env.E2E_SKIP_BUILD !== '1') {
  const build = spawnSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(process.execPath, [nextBin, 'start', '-p', port, '-H', '127.0.0.1'], {
  stdio: 'inherit',
  env,
});
writeFileSync(
  path.join(process.env.NEXT_DIST_DIR ?? '.next', 'e2e-server.json'),
  `${JSON.stringify({ pid: server.pid })}\n`,
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
