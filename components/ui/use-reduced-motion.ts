import { useMediaQuery } from './use-media-query';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Live prefers-reduced-motion, for what a component renders. `serverValue` is what the server
 * HTML assumes: true renders the still layout first (no scroll-jacking before hydration), then
 * motion switches on if allowed; false (the default) serves the moving version's first frame.
 */
export function useReducedMotion(serverValue = false): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY, serverValue);
}

/** The same preference read at the moment, for event handlers (a click's scroll behaviour). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.(REDUCED_MOTION_QUERY).matches === true
  );
}
