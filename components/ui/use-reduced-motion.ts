import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/**
 * Live prefers-reduced-motion. `serverValue` is what the server HTML assumes: true renders the
 * still layout first (no scroll-jacking before hydration), then motion switches on if allowed.
 */
export function usePrefersReducedMotion(serverValue: boolean): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches, () => serverValue);
}
