/**
 * Prefetch on intent (issue 12): menu and footer links do not prefetch their pages when they
 * render (that was ~30 RSC requests per page load); one document listener prefetches a link's
 * page when the visitor points at it, focuses it or touches it.
 */
export const INTENT_PREFETCH_ATTRIBUTE = 'data-prefetch';
export const INTENT_PREFETCH_VALUE = 'intent';
export const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/** The same-origin path to prefetch for an intent on this element, or null. */
export function intentPrefetchTarget(target: EventTarget | null, origin: string): string | null {
  const anchor = (target as Element | null)?.closest?.(
    `a[${INTENT_PREFETCH_ATTRIBUTE}="${INTENT_PREFETCH_VALUE}"][href]`,
  );
  if (!anchor || !('href' in anchor)) return null;
  const url = new URL(String(anchor.href), origin);
  if (url.origin !== origin) return null;
  return url.pathname + url.search;
}
