/**
 * The redirect table one server instance answers from. It lives in memory and is read again from
 * its source when older than REDIRECT_REFRESH_MS, so an editor's change is live within seconds
 * without a rebuild. The read is awaited for at most REDIRECT_READ_TIMEOUT_MS; a slow, failing or
 * absent CMS keeps the last good table (or the bundled one), so it never breaks a page.
 */
import { createRefreshingRead } from '@/lib/cms/refreshing-read';
import { buildRedirectTable, type RedirectRule, type RedirectTable } from './table';

/** A table older than this is read again on the next request. */
export const REDIRECT_REFRESH_MS = 3000;
/** How long a request waits for that read before it is answered from the table it has. */
export const REDIRECT_READ_TIMEOUT_MS = 1500;

export interface RedirectStoreOptions {
  /** Reads every rule; throws when the source cannot be read. */
  load: (signal: AbortSignal) => Promise<RedirectRule[]>;
  /** Used until the first successful read, and when there is no source at all. */
  fallback: readonly RedirectRule[];
  refreshMs?: number;
  timeoutMs?: number;
  now?: () => number;
  log?: (line: string) => void;
}

export interface RedirectStore {
  table(): Promise<RedirectTable>;
}

export function createRedirectStore(options: RedirectStoreOptions): RedirectStore {
  const log = options.log ?? console.warn;
  const read = createRefreshingRead({
    name: 'redirects',
    load: async (signal) => buildRedirectTable(await options.load(signal), log),
    fallback: buildRedirectTable(options.fallback, log),
    refreshMs: options.refreshMs ?? REDIRECT_REFRESH_MS,
    timeoutMs: options.timeoutMs ?? REDIRECT_READ_TIMEOUT_MS,
    now: options.now,
    log,
  });
  return { table: () => read.current() };
}
