import { serveOgCard } from '@/lib/seo/og-image';

/**
 * GET /api/og?title=…&sig=… — the Open Graph / Twitter card of a site page, linked from its
 * metadata (lib/seo buildPageMetadata); only titles the site signed render.
 */
export function GET(request: Request): Promise<Response> {
  return serveOgCard(request);
}
