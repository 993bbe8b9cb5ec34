#!/usr/bin/env node
/**
 * Total JS a route ships: fetches each route's HTML from a running server, collects every
 * <script src> (the chunks the browser downloads on first load), and sums their gzip sizes.
 *
 *   node scripts/measure-js.mjs [--base http://127.0.0.1:3250] [--budget 186] / /about ...
 *
 * Exits 1 when a route is over --budget (kB gzip), so it can guard CI.
 */
import { measureRouteJs } from './route-js.mjs';

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

let failed = false;
for (const route of routes) {
  let measured;
  try {
    measured = await measureRouteJs(base, route);
  } catch (error) {
    console.error(String(error));
    failed = true;
    continue;
  }
  const { sources, sizes, totalKb } = measured;
  const over = budgetKb !== undefined && totalKb > budgetKb;
  if (over) failed = true;
  console.log(
    `${route.padEnd(40)} ${totalKb.toFixed(1).padStart(7)} kB gzip in ${String(sources.length).padStart(2)} scripts${
      budgetKb !== undefined ? (over ? `  OVER ${budgetKb} kB` : `  (budget ${budgetKb} kB)`) : ''
    }`,
  );
  if (process.env.MEASURE_VERBOSE) {
    sources.forEach((src, i) =>
      console.log(`    ${(sizes[i] / 1024).toFixed(1).padStart(6)} kB  ${src}`),
    );
  }
}
process.exit(failed ? 1 : 0);
