import { useEffect, useState } from 'react';

/**
 * A module fetched and evaluated on first use, then read synchronously. The dialogs keep their
 * validation code (zod, the schemas, the phone metadata) in one: the dialog itself is prefetched
 * when the browser is idle, and evaluating zod there was a long task on every page load.
 */
export interface LazyModule<T> {
  /** Starts the import once; a failed import (a flaky network) is tried again on the next call. */
  load(): Promise<T>;
  /** The module once loaded. */
  current(): T | undefined;
}

export function lazyModule<T>(importModule: () => Promise<T>): LazyModule<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load() {
      loading ??= importModule().then(
        (module) => (loaded = module),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    current: () => loaded,
  };
}

/** A failed download (a flaky mobile network) is tried again this many times, this far apart. */
export const LAZY_MODULE_RETRIES = 3;
export const LAZY_MODULE_RETRY_DELAY_MS = 1000;

/** The module, loading it on mount; undefined until it has arrived. */
export function useLazyModule<T>(lazy: LazyModule<T>): T | undefined {
  const [module, setModule] = useState<T | undefined>(lazy.current);
  // Bumped after a failed download: an open dialog must not wait for a reopening to try again.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (module) return;
    let mounted = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    lazy.load().then(
      (loaded) => {
        if (mounted) setModule(() => loaded);
      },
      (error: unknown) => {
        console.error(`[forms] Could not load validation: ${String(error)}`);
        if (mounted && attempt < LAZY_MODULE_RETRIES)
          retry = setTimeout(() => setAttempt(attempt + 1), LAZY_MODULE_RETRY_DELAY_MS);
      },
    );
    return () => {
      mounted = false;
      clearTimeout(retry);
    };
  }, [lazy, module, attempt]);
  return module;
}
