import { NextResponse, type NextFetchEvent, type NextRequest } from 'next/server';
import { ATTRIBUTION_COOKIE } from '@/lib/leads/attribution-schema';
import { isPrefetchRequest, nextAttributionCookie } from '@/lib/attribution/capture';
import {
  COUNTRY_COOKIE,
  COUNTRY_COOKIE_MAX_AGE_S,
  nextCountryCookie,
} from '@/lib/geo/country-cookie';
import {
  isShowcaseEnabled,
  isShowcasePath,
  SHOWCASE_DISABLED_REWRITE,
} from '@/lib/seo/showcase-gate';
import { findRedirect } from '@/lib/redirects';
import { EXPERIMENT_COOKIE, EXPERIMENT_COOKIE_MAX_AGE_S } from '@/lib/experiments/assignment';
import { exposureOrigin, postExposure } from '@/lib/experiments/exposure';
import { assignExperiment } from '@/lib/experiments/request';
import { detailSlugRedirect } from '@/lib/routes/detail-slugs';
import { englishPrefixRedirect, LOCALE_HEADER } from '@/lib/i18n/routing';
import { splitLocalePath } from '@/lib/i18n/locales';
import {
  DRAFT_MODE_COOKIE,
  mayUseDraftCookies,
  PREVIEW_SCOPE_COOKIE,
  withoutDraftCookies,
} from '@/lib/revalidate/preview-scope';

/**
 * Editors' redirects (CMS Redirects collection, kept in memory and read again every few seconds),
 * a running experiment's arm for a visitor who allowed analytics (a rewrite to the variant's
 * page, lib/experiments), then first-touch marketing attribution for the visit (utm_*, gclid,
 * fbclid, landing path, external referrer) into a session cookie that lead forms send along.
 * Page navigations only.
 */
export async function middleware(
  request: NextRequest,
  event: NextFetchEvent,
): Promise<NextResponse> {
  // Developer showcase: 404 unless SHOWCASE_ENABLED is on (read per request; the page checks too).
  if (
    isShowcasePath(request.nextUrl.pathname) &&
    !isShowcaseEnabled(process.env.SHOWCASE_ENABLED)
  ) {
    return NextResponse.rewrite(new URL(SHOWCASE_DISABLED_REWRITE, request.url), { status: 404 });
  }

  if (request.method === 'GET' || request.method === 'HEAD') {
    // The redirected request comes back with the same query: attribution is captured then.
    const redirect = await findRedirect(request.nextUrl.pathname, request.nextUrl.search);
    if (redirect)
      return NextResponse.redirect(new URL(redirect.location, request.url), redirect.status);
    // A preview shows an unpublished item, which no list of published slugs has.
    if (!previewsDrafts(request)) {
      const detail = await detailSlugRedirect(request.nextUrl.pathname);
      if (detail)
        return NextResponse.redirect(new URL(detail.location, request.url), detail.status);
    }
  }

  // /en/... is not a second address for the English pages (they keep their unprefixed paths,
  // served through next.config's rewrites). No redirect by browser language: search engines and
  // shared links must get the page they asked for.
  const englishPrefix = englishPrefixRedirect(request.nextUrl.pathname);
  if (englishPrefix)
    return NextResponse.redirect(new URL(englishPrefix + request.nextUrl.search, request.url), 308);
  // The page's locale, for the one view rendered outside the [locale] routes (global-not-found).
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(LOCALE_HEADER, splitLocalePath(request.nextUrl.pathname).locale);
  // A preview opened in Directus's frame shows drafts in frames only, never in the editor's tab.
  const cookieHeader = request.headers.get('cookie');
  if (
    cookieHeader &&
    !mayUseDraftCookies(
      request.cookies.get(PREVIEW_SCOPE_COOKIE)?.value,
      request.headers.get('sec-fetch-dest'),
    )
  ) {
    const kept = withoutDraftCookies(cookieHeader);
    if (kept) requestHeaders.set('cookie', kept);
    else requestHeaders.delete('cookie');
  }
  // A running experiment serves its original's address from a variant's pre-rendered page.
  const assignment =
    (request.method === 'GET' || request.method === 'HEAD') && !previewsDrafts(request)
      ? await assignExperiment({
          pathname: request.nextUrl.pathname,
          cookie: (name) => request.cookies.get(name)?.value,
          isView: request.method === 'GET' && !isPrefetchRequest(request.headers),
        })
      : undefined;
  const response = assignment?.rewriteTo
    ? NextResponse.rewrite(new URL(assignment.rewriteTo + request.nextUrl.search, request.url), {
        request: { headers: requestHeaders },
      })
    : NextResponse.next({ request: { headers: requestHeaders } });
  if (assignment) {
    response.cookies.set(EXPERIMENT_COOKIE, assignment.cookie, {
      path: '/',
      maxAge: EXPERIMENT_COOKIE_MAX_AGE_S,
      sameSite: 'lax',
      secure: request.nextUrl.protocol === 'https:',
      // The lead forms' script reads it (the lead and its events name the arm).
      httpOnly: false,
    });
    // One address, a page per visitor: a shared cache must not keep one arm for everyone. Next
    // writes its own Cache-Control on a static page; a CDN reads the targeted one (RFC 9213).
    response.headers.set('CDN-Cache-Control', 'private, no-store');
    // The day's first view is counted after the response has gone (never delaying the page).
    const origin = exposureOrigin(request.nextUrl, process.env.NEXT_PUBLIC_SITE_URL);
    if (assignment.view && origin) event.waitUntil(postExposure(origin, assignment.view));
  }
  rememberEdgeCountry(request, response);
  if (request.method !== 'GET' || isPrefetchRequest(request.headers)) return response;

  const value = nextAttributionCookie({
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    referer: request.headers.get('referer'),
    host: request.headers.get('host') ?? request.nextUrl.host,
    storedCookie: request.cookies.get(ATTRIBUTION_COOKIE)?.value,
  });
  if (value !== null) {
    // Session cookie (no maxAge): attribution is per visit. Readable by the lead forms' script.
    response.cookies.set(ATTRIBUTION_COOKIE, value, {
      path: '/',
      sameSite: 'lax',
      secure: request.nextUrl.protocol === 'https:',
      httpOnly: false,
    });
  }
  return response;
}

/** The request carries a draft preview's cookie that it may use (lib/revalidate/preview-scope.ts). */
function previewsDrafts(request: NextRequest): boolean {
  return (
    request.cookies.has(DRAFT_MODE_COOKIE) &&
    mayUseDraftCookies(
      request.cookies.get(PREVIEW_SCOPE_COOKIE)?.value,
      request.headers.get('sec-fetch-dest'),
    )
  );
}

/**
 * The edge's country header into a short cookie the phone selector reads, so no page load asks
 * any endpoint for it (see docs/performance.md).
 */
function rememberEdgeCountry(request: NextRequest, response: NextResponse): void {
  const country = nextCountryCookie(request.headers, request.cookies.get(COUNTRY_COOKIE)?.value);
  if (country === null) return;
  response.cookies.set(COUNTRY_COOKIE, country, {
    path: '/',
    maxAge: COUNTRY_COOKIE_MAX_AGE_S,
    sameSite: 'lax',
    secure: request.nextUrl.protocol === 'https:',
    httpOnly: false,
  });
}

export const config = {
  // Skip framework files, API routes and anything with a file extension (assets).
  matcher: ['/((?!_next/|api/|.*\\.[\\w]+$).*)'],
};
