/**
 * Editors' redirects (the CMS `redirects` collection, or content-fallback/redirects.ts without a
 * CMS) turned into a lookup table the middleware answers from. Paths match without regard to
 * case or a trailing slash; a chain (A→B, B→C) is collapsed so A answers with C in one hop; a
 * rule that is part of a loop, or points at itself, is left out with a log line.
 */

import { DEFAULT_LOCALE, localePath, splitLocalePath } from '@/lib/i18n/locales';

export const REDIRECT_STATUSES = [301, 302] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

/** One rule as an editor writes it: site paths, `to` may carry a query string or a #fragment. */
export interface RedirectRule {
  from: string;
  to: string;
  status: RedirectStatus;
}

export interface RedirectTarget {
  /** Site path of the end of the chain, as the editor wrote it (query and fragment kept). */
  to: string;
  /** 301 only when every hop of the chain is permanent: a temporary hop keeps it temporary. */
  status: RedirectStatus;
}

/** Normalised `from` path → where the request ends up. */
export type RedirectTable = ReadonlyMap<string, RedirectTarget>;

/** A site path: rooted, not protocol-relative, no spaces or backslashes. */
const SITE_PATH = /^\/(?!\/)[^\s\\]*$/;
/** Longer than any URL an editor means; a guard against pasted junk. */
export const MAX_REDIRECT_PATH_LENGTH = 2000;

export function isSitePath(value: string): boolean {
  return value.length <= MAX_REDIRECT_PATH_LENGTH && SITE_PATH.test(value);
}

/**
 * The key a path is matched by: its path part only, lower case, repeated slashes collapsed and no
 * trailing slash ('/Portfolios/Old/' → '/portfolios/old'). Percent-escapes are decoded first so
 * '/caf%C3%A9' and '/café' are one path.
 */
export function redirectKey(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  let decoded = bare;
  try {
    decoded = decodeURI(bare);
  } catch {
    // A malformed escape is matched as written.
  }
  const collapsed = decoded.toLowerCase().replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : collapsed;
}

/**
 * The table of a list of rules. A later rule with the same `from` as an earlier one is ignored
 * (the CMS keeps `from` unique; the bundled list should too).
 */
export function buildRedirectTable(
  rules: readonly RedirectRule[],
  log: (line: string) => void = () => {},
): RedirectTable {
  const direct = new Map<string, RedirectRule>();
  for (const rule of rules) {
    if (!isSitePath(rule.from) || !isSitePath(rule.to)) {
      log(`[redirects] ${rule.from} → ${rule.to} left out: both ends must be site paths`);
      continue;
    }
    const key = redirectKey(rule.from);
    if (key === redirectKey(rule.to)) {
      log(`[redirects] ${rule.from} → ${rule.to} left out: it points at itself`);
      continue;
    }
    if (direct.has(key)) {
      log(`[redirects] ${rule.from} → ${rule.to} left out: another rule has the same from`);
      continue;
    }
    direct.set(key, rule);
  }

  const table = new Map<string, RedirectTarget>();
  for (const [key, first] of direct) {
    const seen = new Set([key]);
    let last = first;
    let status: RedirectStatus = first.status;
    let looped = false;
    for (
      let next = direct.get(redirectKey(last.to));
      next;
      next = direct.get(redirectKey(last.to))
    ) {
      const nextKey = redirectKey(next.from);
      if (seen.has(nextKey)) {
        looped = true;
        break;
      }
      seen.add(nextKey);
      if (next.status === 302) status = 302;
      last = next;
    }
    if (looped) log(`[redirects] ${first.from} left out: its chain loops back on itself`);
    else table.set(key, { to: last.to, status });
  }
  return table;
}

/**
 * Where a request goes: the table's target with the request's query string kept. A target with a
 * query of its own keeps it; the request's parameters follow, except those the target sets.
 */
export function resolveRedirect(
  table: RedirectTable,
  pathname: string,
  search = '',
): { location: string; status: RedirectStatus } | undefined {
  const found = lookup(table, pathname);
  if (!found) return undefined;
  const { target, locale } = found;
  const hashAt = target.to.indexOf('#');
  const withoutHash = hashAt === -1 ? target.to : target.to.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : target.to.slice(hashAt);
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const query = new URLSearchParams(queryAt === -1 ? '' : withoutHash.slice(queryAt + 1));
  const own = new Set(query.keys());
  for (const [name, value] of new URLSearchParams(search)) {
    if (!own.has(name)) query.append(name, value);
  }
  const queryText = query.toString();
  return {
    location: `${localePath(path, locale)}${queryText ? `?${queryText}` : ''}${hash}`,
    status: target.status,
  };
}

/**
 * A rule for the path as asked, else, for /ar/… and /tr/…, the rule of the English path: an
 * editor writes a redirect once (the slug-change Flow too) and an Arabic or Turkish visitor
 * follows it into their own language.
 */
function lookup(table: RedirectTable, pathname: string) {
  const exact = table.get(redirectKey(pathname));
  if (exact) return { target: exact, locale: DEFAULT_LOCALE };
  const { locale, path } = splitLocalePath(redirectKey(pathname));
  if (locale === DEFAULT_LOCALE) return undefined;
  const target = table.get(redirectKey(path));
  return target ? { target, locale } : undefined;
}
