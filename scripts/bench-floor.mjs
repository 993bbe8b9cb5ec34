/**
 * The framework's floor for the JS budget: an empty Next app (one page, one client button),
 * built with the next and react installed here into a temporary folder. Offline: the folder's
 * node_modules is a symlink to this project's, so nothing is downloaded and the versions match.
 *
 *   node scripts/bench-floor.mjs [--port 3301]   # builds, serves, prints the floor's gzip JS
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureRouteJs } from './route-js.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const nextBin = join(root, 'node_modules/next/dist/bin/next');

const files = {
  'package.json': JSON.stringify({ name: 'next-floor', private: true }),
  // The temp folder and the symlinked node_modules live in different trees: let Turbopack see both.
  'next.config.mjs': "export default { turbopack: { root: '/' } };\n",
  'app/layout.js': `export const metadata = { title: 'Floor' };
export default function RootLayout({ children }) {
  return (<html lang="en"><body>{children}</body></html>);
}
`,
  'app/count-button.js': `'use client';
import { useState } from 'react';
export function CountButton() {
  const [count, setCount] = useState(0);
  return <button type="button" onClick={() => setCount(count + 1)}>Clicked {count} times</button>;
}
`,
  'app/page.js': `import { CountButton } from './count-button';
export default function Page() {
  return (<main><h1>Floor</h1><CountButton /></main>);
}
`,
};

export function installedVersions() {
  const version = (name) =>
    JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
  return { next: version('next'), react: version('react'), reactDom: version('react-dom') };
}

/** Writes and builds the floor app; returns its folder and build seconds. */
export function buildFloorApp() {
  const dir = mkdtempSync(join(tmpdir(), 'next-floor-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const started = Date.now();
  const build = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: dir,
    encoding: 'utf8',
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: '',
      NODE_ENV: 'production',
    },
  });
  if (build.status !== 0)
    throw new Error(`floor app build failed:\n${build.stdout}\n${build.stderr}`);
  return { dir, buildSeconds: (Date.now() - started) / 1000 };
}

export async function waitForServer(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`no answer at ${url}`);
}

/**
 * Builds the floor app, serves it on 127.0.0.1:port, measures its page's JS, cleans up.
 * `whileServed(base)` measures more while the floor is up (the bench's Lighthouse reference);
 * what it returns is merged into the result.
 */
export async function measureFloor(port, { whileServed } = {}) {
  const { dir, buildSeconds } = buildFloorApp();
  const server = spawn(
    process.execPath,
    [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'],
    {
      cwd: dir,
      stdio: 'ignore',
      env: { ...process.env, NEXT_DIST_DIR: '', NODE_ENV: 'production' },
    },
  );
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForServer(`${base}/`);
    const { sources, totalKb } = await measureRouteJs(base, '/');
    return {
      ...installedVersions(),
      gzipKb: Number(totalKb.toFixed(1)),
      scripts: sources.length,
      buildSeconds,
      ...(whileServed ? await whileServed(base) : {}),
    };
  } finally {
    server.kill('SIGTERM');
    await new Promise((done) => (server.exitCode === null ? server.once('exit', done) : done()));
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const portIndex = process.argv.indexOf('--port');
  const port = portIndex === -1 ? 3301 : Number(process.argv[portIndex + 1]);
  console.log(await measureFloor(port));
}
