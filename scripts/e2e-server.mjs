// Builds the production site into its own dist folder and serves it with `next start`,
// which is what Playwright's webServer runs. E2E_SKIP_BUILD=1 reuses the last build.
import { spawn, spawnSync } from 'node:child_process';

const port = process.env.PORT ?? '3100';
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

if (process.env.E2E_SKIP_BUILD !== '1') {
  const build = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn('npx', ['next', 'start', '-p', port, '-H', '127.0.0.1'], {
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
