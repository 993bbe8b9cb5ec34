'use client';

import { useEffect } from 'react';
import {
  BUILD_CHECK_INTERVAL_MS,
  BUILD_ID_ENDPOINT,
  fullLoadTarget,
  isChunkLoadError,
  isNewDeploy,
} from '@/lib/build-version';

const OWN_BUILD_ID = process.env.NEXT_PUBLIC_BUILD_ID;
const RELOADED_KEY = 'chunk-reload';
/** The first check runs when the browser is idle after hydration, at the latest this much later. */
const FIRST_CHECK_TIMEOUT_MS = 5000;

/** A form with typed input or an open dialog: an automatic reload would lose the visitor's work. */
function visitorIsBusy(): boolean {
  if (document.querySelector('[role="dialog"][aria-modal="true"], dialog[open]')) return true;
  return Array.from(
    document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('form input, form textarea'),
  ).some((field) =>
    field.type === 'checkbox' || field.type === 'radio'
      ? field instanceof HTMLInputElement && field.checked !== field.defaultChecked
      : field.value !== field.defaultValue,
  );
}

async function clearCaches(): Promise<void> {
  if (!('caches' in window)) return;
  const names = await caches.keys();
  await Promise.all(names.map((name) => caches.delete(name)));
}

/**
 * Notices a new deploy (the deployed build id changed): clears caches and makes the next link
 * click a full page load, so the visitor gets the new build without ever losing input. A code
 * chunk that fails to load (the old build's files are gone) reloads the page once. Failures are
 * only logged.
 */
export function BuildVersionCheck() {
  useEffect(() => {
    let stale = false;

    const check = async () => {
      if (stale || document.visibilityState === 'hidden') return;
      try {
        const response = await fetch(BUILD_ID_ENDPOINT, { cache: 'no-store' });
        const { buildId } = (await response.json()) as { buildId?: unknown };
        if (isNewDeploy(OWN_BUILD_ID, buildId)) {
          stale = true;
          document.documentElement.dataset.newDeploy = 'true';
          await clearCaches();
        }
      } catch (error) {
        console.warn('[build-check] could not read the deployed version', error);
      }
    };

    // Capture phase: runs before Next's <Link> turns the click into a client-side navigation.
    const onClick = (event: MouseEvent) => {
      if (!stale || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.(
        'a[href]',
      ) as HTMLAnchorElement | null;
      const target = anchor && fullLoadTarget(anchor, window.location);
      if (!target) return;
      event.preventDefault();
      event.stopPropagation();
      window.location.assign(target);
    };

    const reloadOnceForChunk = (reason: unknown) => {
      if (!isChunkLoadError(reason)) return;
      const key = `${RELOADED_KEY}:${window.location.pathname}`;
      if (sessionStorage.getItem(key) || visitorIsBusy()) {
        console.error('[build-check] a code chunk failed to load', reason);
        return;
      }
      sessionStorage.setItem(key, '1');
      window.location.reload();
    };
    const onRejection = (event: PromiseRejectionEvent) => reloadOnceForChunk(event.reason);
    const onError = (event: ErrorEvent) =>
      reloadOnceForChunk(event.error ?? { message: event.message });
    const onVisible = () => void check();

    // The first check waits for an idle moment: started among hydration's effects, its fetch()
    // lengthened that long task by ~20 ms on a 4× slowed CPU (trace of /), and a deploy is rare.
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(() => void check(), { timeout: FIRST_CHECK_TIMEOUT_MS })
      : window.setTimeout(() => void check(), 0);
    const timer = window.setInterval(() => void check(), BUILD_CHECK_INTERVAL_MS);
    document.addEventListener('click', onClick, true);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('error', onError);
    return () => {
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      window.clearInterval(timer);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('error', onError);
    };
  }, []);
  return null;
}
