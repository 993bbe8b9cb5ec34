import { ogCardTitle, renderOgImage } from '@/lib/seo/og-image';

/**
 * GET /api/og?title=… — the Open Graph / Twitter card every page's metadata points at
 * (lib/seo buildPageMetadata), rendered with next/og and the local Geist font.
 */
export async function GET(request: Request): Promise<Response> {
  const title = ogCardTitle(new URL(request.url).searchParams.get('title'));
  return renderOgImage(title);
}
