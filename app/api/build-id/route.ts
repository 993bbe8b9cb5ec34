export const dynamic = 'force-dynamic';

/** GET /api/build-id — the deployed build's id; open pages poll it to notice a new deploy. */
export function GET(): Response {
  return Response.json(
    { buildId: process.env.NEXT_PUBLIC_BUILD_ID ?? 'unknown' },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
