import { NextResponse, type NextRequest } from 'next/server';
import { ATTRIBUTION_COOKIE } from '@/lib/leads/attribution-schema';
import { isPrefetchRequest, nextAttributionCookie } from '@/lib/attribution/capture';
import {
  isShowcaseEnabled,
  isShowcasePath,
  SHOWCASE_DISABLED_REWRITE,
} from '@/lib/seo/showcase-gate';

/**
 * First-touch marketing attribution for the visit (utm_*, gclid, fbclid, landing path, external
 * referrer) into a session cookie that lead forms send along. Page navigations only.
 */
export function middleware(request: NextRequest): NextResponse {
  // Developer showcase: 404 unless SHOWCASE_ENABLED is on (read per request; the page checks too).
  if (
    isShowcasePath(request.nextUrl.pathname) &&
    !isShowcaseEnabled(process.env.SHOWCASE_ENABLED)
  ) {
    return NextResponse.rewrite(new URL(SHOWCASE_DISABLED_REWRITE, request.url), { status: 404 });
  }

  const response = NextResponse.next();
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

export const config = {
  // Skip framework files, API routes and anything with a file extension (assets).
  matcher: ['/((?!_next/|api/|.*\\.[\\w]+$).*)'],
};
