#!/usr/bin/env node
/**
 * Total JS a route ships: fetches each route's HTML from a running server, collects every
 * <script src> (the chunks the browser downloads on first load), and sums their gzip sizes.
 *
 *   node scripts/measure-js.mjs [--base http://127.0.0.1:3250] [--budget 186] / /about ...
 *
 * Exits 1 when a route is over --budget (kB gzip), so it can guard CI.
 */
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
let base = process.env.MEASURE_BASE_URL ?? 'http://127.0.0.1:3000';
let budgetKb;
const routes = [];
for (let i = 0; i < args.length; i += 1) {
  const arg = args[i];
  if (arg === '--base') base = args[++i];
  else if (arg === '--budget') budgetKb = Number(args[++i]);
  else routes.push(arg);
}
if (routes.length === 0) routes.push('/');

const chunkCache = new Map();
async function gzipSizeOf(url) {
  if (!chunkCache.has(url)) {
    chunkCache.set(
      url,
      fetch(url).then(async (response) => {
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
      }),
    );
  }
  return chunkCache.get(url);
}

function scriptSources(html) {
  const sources = new Set();
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attributes = match[1];
    // nomodule polyfills are never downloaded by the browsers the budget is about.
    if (/\bnomodule\b/i.test(attributes)) continue;
    const src = /\bsrc="([^"]+)"/i.exec(attributes)?.[1];
    if (src) sources.add(src.replace(/&amp;/g, '&'));
  }
  return [...sources];
}

let failed = false;
for (const route of routes) {
  const pageUrl = new URL(route, base).toString();
  const response = await fetch(pageUrl);
  if (!response.ok) {
    console.error(`${route}: HTTP ${response.status}`);
    failed = true;
    continue;
  }
  const html = await response.text();
  const sources = scriptSources(html);
  const sizes = await Promise.all(sources.map((src) => gzipSizeOf(new URL(src, pageUrl).toString())));
  const totalKb = sizes.reduce((sum, size) => sum + size, 0) / 1024;
  const over = budgetKb !== undefined && totalKb > budgetKb;
  if (over) failed = true;
  console.log(
    `${route.padEnd(40)} ${totalKb.toFixed(1).padStart(7)} kB gzip in ${String(sources.length).padStart(2)} scripts${
      budgetKb !== undefined ? (over ? `  OVER ${budgetKb} kB` : `  (budget ${budgetKb} kB)`) : ''
    }`,
  );
  if (process.env.MEASURE_VERBOSE) {
    sources.forEach((src, i) => console.log(`    ${(sizes[i] / 1024).toFixed(1).padStart(6)} kB  ${src}`));
  }
}
process.exit(failed ? 1 : 0);
