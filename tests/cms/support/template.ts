/**
 * A seeded Directus that suites copy instead of seeding their own from empty.
 *
 * The first seed of an empty Directus (most of it the schema apply, 70 s alone and 140-365 s
 * beside a build on 2 cores) was every suite's opening step. The global setup now seeds one
 * Directus once, with nothing instance-specific (no revalidation Flow, no preview URLs), stops it
 * and keeps its data folder; a suite copies that folder, starts its own Directus on it and runs
 * `cms:seed` again with its own site (its Flows and preview URLs), about 10 s. Only
 * directus.cms.ts still seeds an empty Directus: that first seed is what it tests.
 *
 * Relative imports only: Jest's global setup does not resolve the `@/` alias.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startDirectus } from '../../../scripts/cms-runtime';
import { runSeed } from './seed';

/** Where the global setup leaves the template's data folder for the suites (their workers). */
const TEMPLATE_ENV = 'CMS_TEST_TEMPLATE_DIR';
const TEMPLATE_PORT = Number(process.env.CMS_TEST_TEMPLATE_PORT ?? 8399);

/** Seeds the template once; returns how long it took, in seconds. */
export async function seedTemplate(): Promise<number> {
  const started = Date.now();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cms-template-'));
  const directus = await startDirectus({ dataDir, port: TEMPLATE_PORT, stdio: 'ignore' });
  try {
    const seed = await runSeed(directus, {}, { revalidate: false });
    if (seed.status !== 0) throw new Error(`cms:seed of the template failed:\n${seed.output}`);
  } finally {
    // Stopped before it is copied: SQLite's journal is folded into the database file on close.
    await directus.stop();
  }
  process.env[TEMPLATE_ENV] = dataDir;
  return (Date.now() - started) / 1000;
}

/** A fresh data folder holding the seeded template, for one suite's Directus. */
export function seededDataDir(prefix: string): string {
  const template = process.env[TEMPLATE_ENV];
  if (!template) throw new Error(`${TEMPLATE_ENV} is not set: run the suites through test:cms`);
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/** Removes the template once every suite has run. */
export function removeTemplate(): void {
  const template = process.env[TEMPLATE_ENV];
  if (template) rmSync(template, { recursive: true, force: true });
}
