/**
 * The framework's floor: an empty Next app (one page, one client button), built with the next and
 * react installed here into a temporary folder. Offline: the folder's node_modules is a symlink to
 * this project's, so nothing is downloaded and the versions match.
 *
 * The bench builds it *styled* (`styledFloorFrom`): the site's own stylesheets and preloaded font,
 * its <html>/<body> classes and its home hero's heading and paragraph, copied from the running
 * site. That is the reference for Lighthouse: what a page costs that shows the same first screen
 * with nothing of the site but its look. Its JS is the same as the plain floor's (CSS adds none).
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

const baseFiles = {
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

const attribute = (tag, name) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replace(/&amp;/g, '&');
const textOf = (html) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * What the styled floor borrows from the site at `siteBase`: its home page's stylesheets (with the
 * media they reference, e.g. the font files), font preloads, <html> and <body> classes, and the
 * hero's section, heading and paragraph (their classes and text).
 */
export async function styledFloorFrom(siteBase) {
  const html = await (await fetch(`${siteBase}/`)).text();
  const links = [...html.matchAll(/<link\b[^>]*>/gi)].map((match) => match[0]);
  const stylesheetHrefs = links
    .filter((tag) => attribute(tag, 'rel') === 'stylesheet')
    .map((tag) => attribute(tag, 'href'));
  const fontHrefs = links
    .filter((tag) => attribute(tag, 'rel') === 'preload' && attribute(tag, 'as') === 'font')
    .map((tag) => attribute(tag, 'href'));
  const assets = new Map(); // site path → file name under public/site/
  const localName = (href) => {
    if (!assets.has(href)) assets.set(href, `${assets.size}-${href.split('/').pop()}`);
    return `/site/${assets.get(href)}`;
  };
  const files = {};
  const stylesheets = [];
  for (const href of stylesheetHrefs) {
    const css = await (await fetch(new URL(href, siteBase))).text();
    const rewritten = css.replace(/url\((['"]?)(\/_next\/[^)'"]+)\1\)/g, (_, quote, path) => {
      return `url(${quote}${localName(path)}${quote})`;
    });
    const name = localName(href);
    files[`public${name}`] = rewritten;
    stylesheets.push(name);
  }
  const fonts = fontHrefs.map((href) => localName(href));
  for (const [href, name] of assets) {
    if (files[`public/site/${name}`] !== undefined) continue;
    files[`public/site/${name}`] = Buffer.from(
      await (await fetch(new URL(href, siteBase))).arrayBuffer(),
    );
  }
  const h1 = /<h1\b[^>]*>[\s\S]*?<\/h1>/i.exec(html);
  if (!h1) throw new Error('the site home page has no <h1> to copy into the styled floor');
  const before = html.slice(0, h1.index);
  const sectionTag = [...before.matchAll(/<section\b[^>]*>/gi)].pop()?.[0] ?? '<section>';
  const paragraph = /<p\b[^>]*>[\s\S]*?<\/p>/i.exec(html.slice(h1.index));
  return {
    files,
    stylesheets,
    fonts,
    htmlClass: attribute(/<html\b[^>]*>/i.exec(html)?.[0] ?? '', 'class') ?? '',
    bodyClass: attribute(/<body\b[^>]*>/i.exec(html)?.[0] ?? '', 'class') ?? '',
    sectionClass: attribute(sectionTag, 'class') ?? '',
    heading: { className: attribute(h1[0], 'class') ?? '', text: textOf(h1[0]) },
    paragraph: {
      className: paragraph ? (attribute(paragraph[0], 'class') ?? '') : '',
      text: paragraph ? textOf(paragraph[0]) : '',
    },
  };
}

/** The styled floor's layout and page: the site's look around an otherwise empty Next page. */
function styledFiles(styled) {
  const json = (value) => JSON.stringify(value);
  return {
    ...styled.files,
    'app/layout.js': `export const metadata = { title: 'Floor' };
export default function RootLayout({ children }) {
  return (
    <html lang="en" className={${json(styled.htmlClass)}}>
      <head>
        {${json(styled.fonts)}.map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="" />
        ))}
        {${json(styled.stylesheets)}.map((href) => <link key={href} rel="stylesheet" href={href} />)}
      </head>
      <body className={${json(styled.bodyClass)}}>{children}</body>
    </html>
  );
}
`,
    'app/page.js': `import { CountButton } from './count-button';
export default function Page() {
  return (
    <main>
      <section className={${json(styled.sectionClass)}}>
        <h1 className={${json(styled.heading.className)}}>{${json(styled.heading.text)}}</h1>
        <p className={${json(styled.paragraph.className)}}>{${json(styled.paragraph.text)}}</p>
        <CountButton />
      </section>
    </main>
  );
}
`,
  };
}

/**
 * Writes and builds the floor app (styled when given `styledFloorFrom`'s result); returns its
 * folder and build seconds.
 */
export function buildFloorApp(styled) {
  const dir = mkdtempSync(join(tmpdir(), 'next-floor-'));
  const files = styled ? { ...baseFiles, ...styledFiles(styled) } : baseFiles;
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
 * Builds the floor app (styled when `styled` is given), serves it on 127.0.0.1:port, measures its
 * page's JS, cleans up. `whileServed(base)` measures more while the floor is up (the bench's
 * Lighthouse runs, interleaved with the site's); what it returns is merged into the result.
 */
export async function measureFloor(port, { whileServed, styled } = {}) {
  const { dir, buildSeconds } = buildFloorApp(styled);
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
