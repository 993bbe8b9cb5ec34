import { DEFAULT_LOCALE } from './locales';

/** Request header the middleware sets: the locale of the path the visitor asked for. */
export const LOCALE_HEADER = 'x-site-locale';

/** /en and /en/...: the English page's one address (no prefix), else undefined. */
export function englishPrefixRedirect(pathname: string): string | undefined {
  if (pathname !== `/${DEFAULT_LOCALE}` && !pathname.startsWith(`/${DEFAULT_LOCALE}/`))
    return undefined;
  return pathname.slice(DEFAULT_LOCALE.length + 1) || '/';
}
