import { useEffect, useEffectEvent, useState, useSyncExternalStore, type RefObject } from 'react';

export interface IntersectionOptions {
  /** The scrolling box to intersect with; the viewport when absent. */
  root?: RefObject<Element | null>;
  rootMargin?: string;
  threshold?: number | number[];
  /** Off: nothing is observed (and an observer already running is disconnected). */
  enabled?: boolean;
}

type Targets = RefObject<Element | null> | (() => Iterable<Element>);

const noSubscription = () => () => {};
const browserHasObserver = () => typeof IntersectionObserver !== 'undefined';
// The server has no IntersectionObserver, but renders as a browser that has one would, so the
// hydrating render matches the HTML (a lazy image stays a placeholder); old browsers re-render.
const serverAssumesObserver = () => true;

function targetsOf(targets: Targets): Element[] {
  if (typeof targets === 'function') return Array.from(targets());
  return targets.current ? [targets.current] : [];
}

/**
 * The site's one IntersectionObserver: observes `targets` (an element's ref, or a function that
 * lists elements when the effect runs) and hands every batch of entries to `onEntries`, which
 * may unobserve or disconnect. The observer is made again when root, margin or threshold change.
 * Returns false where the browser has no IntersectionObserver, so callers can show the final state.
 */
export function useIntersectionObserver(
  targets: Targets,
  onEntries: (entries: IntersectionObserverEntry[], observer: IntersectionObserver) => void,
  { root, rootMargin, threshold, enabled = true }: IntersectionOptions = {},
): boolean {
  const supported = useSyncExternalStore(noSubscription, browserHasObserver, serverAssumesObserver);
  const handleEntries = useEffectEvent(onEntries);
  // Arrays are compared by value, so an inline [0.1, 0.5] does not re-create the observer.
  const thresholdKey = JSON.stringify(threshold ?? 0);

  useEffect(() => {
    if (!enabled || !supported) return;
    const elements = targetsOf(targets);
    if (elements.length === 0) return;
    const observer = new IntersectionObserver((entries) => handleEntries(entries, observer), {
      root: root?.current ?? null,
      rootMargin,
      threshold: JSON.parse(thresholdKey) as number | number[],
    });
    elements.forEach((element) => observer.observe(element));
    return () => observer.disconnect();
    // `targets` is a ref or a lister read when the effect runs; the options are its real inputs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, supported, root, rootMargin, thresholdKey]);

  return supported;
}

/**
 * True once `ref`'s element is in view (within `rootMargin`, at `threshold`), and from then on
 * with `once` (the default); without `once` it follows the element in and out. True at once where
 * the browser has no IntersectionObserver, so content never stays in its waiting state.
 */
export function useInView(
  ref: RefObject<Element | null>,
  { once = true, ...options }: IntersectionOptions & { once?: boolean } = {},
): boolean {
  const [inView, setInView] = useState(false);
  // With a threshold, "in view" means at least that much of the element is visible.
  const minRatio = Math.min(...[options.threshold ?? 0].flat());
  const supported = useIntersectionObserver(
    ref,
    (entries, observer) => {
      const visible = entries.some(
        (entry) => entry.isIntersecting && entry.intersectionRatio >= minRatio,
      );
      setInView(visible);
      if (visible && once) observer.disconnect();
    },
    { ...options, enabled: (options.enabled ?? true) && !(once && inView) },
  );
  return inView || !supported;
}
