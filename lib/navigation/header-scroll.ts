import { HEADER } from '@/lib/navigation/header';
import { pathWithoutLocale } from './language-switch';

/** Header scrolled style kicks in after more than HEADER.scrollThresholdPx of scroll. */
export function isScrolled(
  scrollY: number,
  thresholdPx: number = HEADER.scrollThresholdPx,
): boolean {
  return scrollY > thresholdPx;
}

/** Legal variant of the header (on /privacy-policy), in every language. */
export function isLegalPath(pathname: string | null): boolean {
  if (pathname === null) return false;
  const path = pathWithoutLocale(pathname);
  return path === '/privacy-policy' || path === '/privacy-policy/';
}

/** Landing pages render their own sticky call-to-action variant, in every language. */
export function isLandingPath(pathname: string | null): boolean {
  if (pathname === null) return false;
  const path = pathWithoutLocale(pathname);
  return path === '/lp' || path.startsWith('/lp/');
}
