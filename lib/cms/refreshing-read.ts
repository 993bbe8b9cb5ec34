/**
 * A value read from the CMS that one server instance keeps in memory and reads again when older
 * than its refresh interval, so an editor's change is live within seconds without a rebuild (the
 * middleware's redirects and experiments). A request waits for that read at most `timeoutMs`; a
 * slow, failing or absent CMS keeps the last good value (or the fallback), so it never breaks a page.
 */
export interface RefreshingReadOptions<T> {
  /** What the logs call it: "redirects", "experiments". */
  name: string;
  /** Reads the value; throws when the source cannot be read. */
  load: (signal: AbortSignal) => Promise<T>;
  /** Used until the first successful read, and when there is no source at all. */
  fallback: T;
  refreshMs: number;
  timeoutMs: number;
  now?: () => number;
  log?: (line: string) => void;
}

export interface RefreshingRead<T> {
  current(): Promise<T>;
}

export function createRefreshingRead<T>(options: RefreshingReadOptions<T>): RefreshingRead<T> {
  const { name, refreshMs, timeoutMs, fallback } = options;
  const now = options.now ?? Date.now;
  const log = options.log ?? console.warn;
  let held: { value: T; checkedAt: number } | undefined;
  let reading: Promise<void> | undefined;
  let failing = false;

  async function read(): Promise<void> {
    try {
      const value = await options.load(AbortSignal.timeout(timeoutMs * 4));
      held = { value, checkedAt: now() };
      if (failing) log(`[${name}] the CMS answers again: ${name} read`);
      failing = false;
    } catch (error) {
      // One line per outage, not per request; the next try waits a refresh interval.
      if (!failing) log(`[${name}] CMS ${name} unreadable, keeping the last good table: ${error}`);
      failing = true;
      held = { value: held?.value ?? fallback, checkedAt: now() };
    }
  }

  return {
    async current() {
      if (held && now() - held.checkedAt < refreshMs) return held.value;
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
      return held?.value ?? fallback;
    },
  };
}
