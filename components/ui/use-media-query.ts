import { useSyncExternalStore } from 'react';

/**
 * Live result of a media query. `serverValue` is what the server HTML assumes (the layout shown
 * before hydration), so scroll-linked layouts start as their plain fallback.
 */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia?.(query);
      media?.addEventListener?.('change', onChange);
      return () => media?.removeEventListener?.('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => serverValue,
  );
}
