import { cookies, draftMode } from 'next/headers';
import { HOME_SLUG } from '@/lib/routes/home-slug';
import { DRAFT_VERSION_COOKIE } from '@/lib/revalidate/preview-scope';
export {
  DRAFT_MODE_COOKIE,
  DRAFT_VERSION_COOKIE,
  PREVIEW_SCOPE_COOKIE,
} from '@/lib/revalidate/preview-scope';

/**
 * True when an editor previews drafts (GET /api/draft turned Draft Mode on). Outside a request
 * (generateStaticParams, sitemap, scripts) there is no draft mode: Next throws, we answer false.
 */
export async function isDraftRequest(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}

export const DRAFT_MESSAGES = {
  notConfigured: 'Draft preview is disabled: DRAFT_SECRET is not set on this server.',
  unauthorized: 'Wrong or missing secret.',
  badSlug: 'slug must be a path on this site, starting with a single /.',
  badPage: 'page must be a page slug (letters, digits and dashes).',
  badVersion: 'version must be a content version key (letters, digits, - and _).',
} as const;

/**
 * The attributes of the draft-mode and version cookies. The preview opens inside Directus's
 * iframe, where the site is a third party unless both share a site: a cross-site cookie must be
 * SameSite=None (which requires Secure), and Partitioned (CHIPS) keeps it working where the
 * browser blocks third-party cookies (Chrome's incognito windows and its blocking setting): it is
 * kept per top-level site, the Directus tab's frame or the site's own tab. `next dev` over http
 * uses Lax (see docs/cms.md for what localhost development needs).
 */
export function draftCookieOptions(dev = process.env.NODE_ENV === 'development') {
  return {
    path: '/',
    httpOnly: true,
    sameSite: dev ? ('lax' as const) : ('none' as const),
    secure: !dev,
    partitioned: !dev,
  };
}

/** Directus's name for the published item itself: previewing it needs no version. */
const MAIN_VERSION = 'main';

/**
 * A version key from the preview URL: undefined for none or the main item, null when malformed.
 * Directus makes keys from the version's name (slug-like), so anything else is refused.
 */
export function draftVersionKey(value: string | null): string | undefined | null {
  if (value === null || value === '' || value === MAIN_VERSION) return undefined;
  return /^[\w-]{1,64}$/.test(value) ? value : null;
}

/**
 * The route of a page record: home is '/', a landing page (slug lp-x) is /lp/x, any other page
 * /{slug}. Directus's preview URL of a page without a permalink field names the page by slug.
 */
export function pageRoute(slug: string): string | undefined {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return undefined;
  if (slug === HOME_SLUG) return '/';
  return slug.startsWith('lp-') ? `/lp/${slug.slice('lp-'.length)}` : `/${slug}`;
}

/**
 * Where /api/draft sends the editor: `slug` (a path) when given, else `page` (a page's slug)
 * mapped to its route; home when neither is set. An empty `slug` counts as none: a page's
 * preview URL names both its permalink and its slug, and a page without a permalink has its route.
 */
export function draftTarget(
  params: URLSearchParams,
): { path: string } | { error: keyof typeof DRAFT_MESSAGES } {
  const page = params.get('page');
  if (!params.get('slug') && page !== null) {
    const route = pageRoute(page);
    return route ? { path: route } : { error: 'badPage' };
  }
  const path = draftRedirectPath(params.get('slug'));
  return path ? { path } : { error: 'badSlug' };
}

/**
 * The content version to read in this request: only in draft mode, and only a well-formed key
 * (the cookie is the browser's to change).
 */
export async function draftVersion(): Promise<string | undefined> {
  if (!(await isDraftRequest())) return undefined;
  try {
    return draftVersionKey((await cookies()).get(DRAFT_VERSION_COOKIE)?.value ?? null) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The page to open after enabling drafts: a site path only ('/services/x?y'), never another
 * origin ('//evil.example', 'https://…', '/\\evil'), so the route is not an open redirect.
 */
export function draftRedirectPath(slug: string | null): string | undefined {
  if (!slug) return '/';
  if (slug.length > 300 || !slug.startsWith('/') || slug.startsWith('//') || /[\\\s]/.test(slug))
    return undefined;
  const url = new URL(slug, 'http://site.invalid');
  return url.origin === 'http://site.invalid' ? `${url.pathname}${url.search}` : undefined;
}
