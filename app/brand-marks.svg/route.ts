import { BRAND_SPRITE_SVG } from '@/components/ui/brand-marks';

// Built once; pages reference it with a version of its content, so browsers keep it a year.
export const dynamic = 'force-static';

export function GET() {
  return new Response(BRAND_SPRITE_SVG, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
