/**
 * The redirect table one server instance answers from. It lives in memory and is read again from
 * its source when older than REDIRECT_REFRESH_MS, so an editor's change is live within seconds
 * without a rebuild. The read is awaited for at most REDIRECT_READ_TIMEOUT_MS; a slow, failing or
 * absent CMS keeps the last good table (or the bundled one), so it never breaks a page.
 */
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
  const refreshMs = options.refreshMs ?? REDIRECT_REFRESH_MS;
  const timeoutMs = options.timeoutMs ?? REDIRECT_READ_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const log = options.log ?? console.warn;
  const fallback = buildRedirectTable(options.fallback, log);
  let current: { table: RedirectTable; checkedAt: number } | undefined;
  let reading: Promise<void> | undefined;
  let failing = false;

  async function read(): Promise<void> {
    try {
      const rules = await options.load(AbortSignal.timeout(timeoutMs * 4));
      current = { table: buildRedirectTable(rules, log), checkedAt: now() };
      if (failing) log('[redirects] the CMS answers again: redirects read');
      failing = false;
    } catch (error) {
      // One line per outage, not per request; the next try waits a refresh interval.
      if (!failing)
        log(`[redirects] CMS redirects unreadable, keeping the last good table: ${error}`);
      failing = true;
      current = { table: current?.table ?? fallback, checkedAt: now() };
    }
  }

  return {
    async table() {
      if (current && now() - current.checkedAt < refreshMs) return current.table;
      reading ??= read().finally(() => {
        reading = undefined;
      });
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        reading,
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, timeoutMs);
        }),
      ]);
      clearTimeout(timer);
      return current?.table ?? fallback;
    },
  };
}
