// Makes sure a Chromium exists before the browser tests: installs Debian's package when running
// as root with apt, otherwise stops with one line saying how to get one.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolveChromium } from './chromium-path.mjs';

const found = resolveChromium();
if (found && existsSync(found)) process.exit(0);
if (process.env.CHROMIUM_PATH) {
  console.error(
    `CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist: point it at a Chromium or Chrome binary.`,
  );
  process.exit(1);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt) {
  console.error(
    'No Chromium found: install it (Debian: sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium/Chrome binary.',
  );
  process.exit(1);
}
console.log('No Chromium found: installing Debian chromium with apt-get...');
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
  stdio: 'inherit',
});
