/**
 * The last content the CMS answered, kept on disk next to the build (`<distDir>/cms-snapshot/`).
 * The build writes it, every later successful fetch refreshes it. When the CMS fails while a page
 * is regenerated after a revalidation, the page is rendered from this copy instead of the
 * content-fallback defaults, so a CMS outage never replaces real content with placeholders.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LAST_GOOD_MESSAGE = 'Failed to fetch latest data. Using build-time data.';

const LOG_WINDOW_MS = 60_000;
const lastLogged = new Map<string, number>();
/** What this process last wrote per key, so unchanged content is not rewritten on every render. */
const written = new Map<string, string>();

function snapshotDir(): string | undefined {
  // Unit tests call the fetchers directly; they must not write into a build folder.
  if (process.env.NODE_ENV === 'test' && !process.env.CMS_SNAPSHOT_DIR) return undefined;
  return (
    process.env.CMS_SNAPSHOT_DIR ??
    join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'cms-snapshot')
  );
}

function fileFor(dir: string, key: string): string {
  return join(dir, `${key.replace(/[^a-zA-Z0-9_.-]+/g, '_').slice(0, 150)}.json`);
}

function save(key: string, value: unknown): void {
  const dir = snapshotDir();
  if (!dir) return;
  const text = JSON.stringify(value);
  if (written.get(key) === text) return;
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(fileFor(dir, key), text);
    written.set(key, text);
  } catch {
    // A read-only deployment simply has no snapshot; the content-fallback still applies.
  }
}

function load<T>(key: string): { found: true; value: T } | { found: false } {
  const dir = snapshotDir();
  if (!dir) return { found: false };
  try {
    return { found: true, value: JSON.parse(readFileSync(fileFor(dir, key), 'utf8')) as T };
  } catch {
    return { found: false };
  }
}

function logOnce(key: string, error: unknown): void {
  const now = Date.now();
  const previous = lastLogged.get(key);
  if (previous !== undefined && now - previous < LOG_WINDOW_MS) return;
  lastLogged.set(key, now);
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`[content] ${key}: ${reason}. ${LAST_GOOD_MESSAGE}`);
}

/**
 * Runs a CMS fetch. Success refreshes the snapshot; a failure answers the snapshot when there is
 * one and rethrows otherwise (the caller then serves content-fallback/). Next's control-flow
 * errors (they carry a digest) always pass through.
 */
export async function withLastGood<T>(key: string, fetchLatest: () => Promise<T>): Promise<T> {
  try {
    const value = await fetchLatest();
    save(key, value);
    return value;
  } catch (error) {
    if (typeof (error as { digest?: unknown } | null)?.digest === 'string') throw error;
    const snapshot = load<T>(key);
    if (!snapshot.found) throw error;
    logOnce(key, error);
    return snapshot.value;
  }
}
