/**
 * Total JS a route ships on first load: the <script src> chunks in its HTML, gzip-compressed
 * (level 9), summed. Shared by scripts/measure-js.mjs and the benchmark.
 */
import { gzipSync } from 'node:zlib';

const chunkCache = new Map();

function gzipSizeOf(url) {
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

export function scriptSources(html) {
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

/** @returns {Promise<{ sources: string[], sizes: number[], totalKb: number }>} */
export async function measureRouteJs(base, route) {
  const pageUrl = new URL(route, base).toString();
  const response = await fetch(pageUrl);
  if (!response.ok) throw new Error(`${route}: HTTP ${response.status}`);
  const sources = scriptSources(await response.text());
  const sizes = await Promise.all(
    sources.map((src) => gzipSizeOf(new URL(src, pageUrl).toString())),
  );
  return { sources, sizes, totalKb: sizes.reduce((sum, size) => sum + size, 0) / 1024 };
}
