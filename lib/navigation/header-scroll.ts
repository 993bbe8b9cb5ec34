import { HEADER } from '@/lib/constants';

/** Header scrolled style kicks in after more than HEADER.scrollThresholdPx of scroll (spec 01 §2). */
export function isScrolled(
  scrollY: number,
  thresholdPx: number = HEADER.scrollThresholdPx,
): boolean {
  return scrollY > thresholdPx;
}

/** Legal variant of the header (spec 02: /privacy-policy). */
export function isLegalPath(pathname: string | null): boolean {
  return pathname === '/privacy-policy' || pathname === '/privacy-policy/';
}

/** Landing pages render their own sticky call-to-action variant. */
export function isLandingPath(pathname: string | null): boolean {
  return pathname !== null && (pathname === '/lp' || pathname.startsWith('/lp/'));
}
