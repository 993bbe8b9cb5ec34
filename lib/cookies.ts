/** The page's cookie string, or '' on the server or in a sandboxed frame where reading throws. */
export function documentCookies(): string {
  try {
    return typeof document === 'undefined' ? '' : document.cookie;
  } catch {
    return '';
  }
}

/**
 * The one cookie reader: the decoded value of cookie `name` in a cookie string (the page's own by
 * default), or null when it is absent or its percent-encoding is broken.
 */
export function readCookie(name: string, cookies: string = documentCookies()): string | null {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}
