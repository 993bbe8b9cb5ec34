'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { INTENT_EVENTS, intentPrefetchTarget } from '@/lib/navigation/intent-prefetch';

/** One listener for every IntentLink on the page: prefetches a link's page once, on intent. */
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
    const options = { capture: true, passive: true };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, options);
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, options);
    };
  }, [router]);

  return null;
}
