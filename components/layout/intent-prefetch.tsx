'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import {
  INTENT_EVENTS,
  intentPrefetchTarget,
  softNavigationTarget,
} from '@/lib/navigation/intent-prefetch';

/**
 * One set of listeners for every IntentLink on the page: prefetches a link's page once, on
 * intent, and navigates on the client when it is clicked.
 */
export function IntentPrefetch() {
  const router = useRouter();

  useEffect(() => {
    const prefetched = new Set<string>();
    function onIntent(event: Event) {
      const path = intentPrefetchTarget(event.target, window.location.origin);
      if (path === null || prefetched.has(path) || path === window.location.pathname) return;
      prefetched.add(path);
      router.prefetch(path);
    }
    // On window, in the bubble phase: after React's own handlers (a menu closing itself), so a
    // click one of them prevented is left alone.
    function onClick(event: MouseEvent) {
      const href = softNavigationTarget(event, window.location);
      if (href === null) return;
      event.preventDefault();
      router.push(href);
    }
    const options = { capture: true, passive: true };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, options);
    window.addEventListener('click', onClick);
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, options);
      window.removeEventListener('click', onClick);
    };
  }, [router]);

  return null;
}
