/** The developer showcase is reachable only with SHOWCASE_ENABLED=true (also 1, yes, on). */
export function isShowcaseEnabled(flag: string | undefined): boolean {
  return ['1', 'true', 'yes', 'on'].includes((flag ?? '').trim().toLowerCase());
}

export function isShowcasePath(pathname: string): boolean {
  return pathname === '/showcase' || pathname.startsWith('/showcase/');
}

/** A path no route serves: rewriting there renders the site's not-found page with a 404. */
export const SHOWCASE_DISABLED_REWRITE = '/_showcase-disabled';
