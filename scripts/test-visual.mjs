// npm run test:visual: the screenshot tests (e2e/visual.spec.ts, also part of npm test) alone;
// `npm run test:visual -- --update` accepts today's screenshots as the new baselines.
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2).map((arg) => (arg === '--update' ? '--update-snapshots' : arg));
const run = (command, commandArgs) =>
  spawnSync(command, commandArgs, { stdio: 'inherit', shell: false }).status ?? 1;

const chromium = run(process.execPath, ['scripts/ensure-chromium.mjs']);
if (chromium !== 0) process.exit(chromium);
process.exit(
  run('npx', ['playwright', 'test', 'e2e/visual.spec.ts', '--project=desktop', ...args]),
);
