import { ogCardLocale, ogCardTitle, renderOgImage } from '@/lib/seo/og-image';

/**
 * GET /api/og?title=…&lang=… — the Open Graph / Twitter card every page's metadata points at
 * (lib/seo buildPageMetadata), rendered with next/og and local fonts, in the page's language.
 */
export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const title = ogCardTitle(params.get('title'));
  return renderOgImage(title, ogCardLocale(params.get('lang'), title));
}
