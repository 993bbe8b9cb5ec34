/**
 * Prefetch on intent (see docs/performance.md): menu, footer and card links do not prefetch their
 * pages when they render (that was ~30 RSC requests per page load); one document listener
 * prefetches a link's page when the visitor points at it, focuses it or touches it, and one click
 * listener navigates on the client, as next/link would.
 */
export const INTENT_PREFETCH_ATTRIBUTE = 'data-prefetch';
export const INTENT_PREFETCH_VALUE = 'intent';
export const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

function intentAnchor(target: EventTarget | null): HTMLAnchorElement | null {
  const anchor = (target as Element | null)?.closest?.(
    `a[${INTENT_PREFETCH_ATTRIBUTE}="${INTENT_PREFETCH_VALUE}"][href]`,
  );
  return anchor && 'href' in anchor ? (anchor as HTMLAnchorElement) : null;
}

/** The same-origin path to prefetch for an intent on this element, or null. */
export function intentPrefetchTarget(target: EventTarget | null, origin: string): string | null {
  const anchor = intentAnchor(target);
  if (!anchor) return null;
  const url = new URL(String(anchor.href), origin);
  if (url.origin !== origin) return null;
  return url.pathname + url.search;
}

type ClickLike = Pick<
  MouseEvent,
  'target' | 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'
>;
type Here = Pick<Location, 'href' | 'origin' | 'pathname' | 'search'>;

/**
 * The URL a click on this anchor opens inside the site, or null when the browser should handle
 * it: next/link's rules (a modified or non-primary click, another target or origin, a download).
 */
export function inAppNavigationUrl(
  anchor: HTMLAnchorElement,
  event: ClickLike,
  here: Here,
): URL | null {
  if (event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if (anchor.hasAttribute('download')) return null;
  const target = anchor.getAttribute('target');
  if (target && target !== '_self') return null;
  const url = new URL(String(anchor.href), here.href);
  return url.origin === here.origin ? url : null;
}

/**
 * The URL a click on an intent link should open with a client-side navigation, or null to leave
 * the click to the browser: next/link's rules, a handler that already took the click, and a jump
 * to an anchor on the current page (the browser's smooth scroll).
 */
export function softNavigationTarget(event: ClickLike, here: Here): string | null {
  const anchor = intentAnchor(event.target);
  if (!anchor || event.defaultPrevented) return null;
  const url = inAppNavigationUrl(anchor, event, here);
  if (!url) return null;
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return null;
  return url.pathname + url.search + url.hash;
}
