'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { inAppNavigationUrl } from '@/lib/navigation/intent-prefetch';

/** Only show the spinner when a navigation is not instant (prefetched pages usually are). */
const SHOW_AFTER_MS = 150;
/** Never leave a spinner behind if a navigation is abandoned. */
const GIVE_UP_AFTER_MS = 10_000;

/** True when a click on this anchor is an in-app navigation to another page. */
export function isInAppPageNavigation(anchor: HTMLAnchorElement, event: MouseEvent): boolean {
  const url = inAppNavigationUrl(anchor, event, window.location);
  return url !== null && url.pathname !== window.location.pathname;
}

/**
 * A spinner shows while a page loads. Pages are static and fully rendered in their
 * HTML (no route-level Suspense fallback, which would flash a spinner and shift the footer on
 * first load), so the spinner covers client-side navigations: from a link click until the new
 * path renders.
 */
export function NavigationSpinner({ label }: { label: string }) {
  const pathname = usePathname();
  const [pendingFrom, setPendingFrom] = useState<string | null>(null);
  const [visible, setVisible] = useState(false);

  // A new path has rendered: the navigation is over.
  if (pendingFrom !== null && pendingFrom !== pathname) {
    setPendingFrom(null);
    setVisible(false);
  }

  useEffect(() => {
    function handleClick(event: MouseEvent) {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || !isInAppPageNavigation(anchor, event)) return;
      setPendingFrom(window.location.pathname);
    }
    document.addEventListener('click', handleClick);
    return () => document.removeEventListener('click', handleClick);
  }, []);

  useEffect(() => {
    if (pendingFrom === null) return;
    const show = window.setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    const giveUp = window.setTimeout(() => {
      setPendingFrom(null);
      setVisible(false);
    }, GIVE_UP_AFTER_MS);
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(giveUp);
    };
  }, [pendingFrom]);

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center"
    >
      {visible ? (
        <span className="flex items-center gap-3 rounded-full bg-white px-4 py-2 shadow-lg ring-1 ring-slate-200">
          <span
            aria-hidden="true"
            className="border-primary-light border-t-primary size-5 animate-spin rounded-full border-2 motion-reduce:animate-none"
          />
          <span className="text-muted text-sm font-medium">{label}</span>
        </span>
      ) : null}
    </div>
  );
}
