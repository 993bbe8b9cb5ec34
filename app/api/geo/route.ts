import { countryFromHeaders } from '@/lib/geo/country-header';

// Per-visitor answer from the request's edge headers: never cached or prerendered.
export const dynamic = 'force-dynamic';

export function GET(request: Request): Response {
  return Response.json(
    { country: countryFromHeaders(request.headers) },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}
