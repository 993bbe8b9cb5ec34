import { spriteResponse } from '@/lib/svg-sprite';
import {
  BRAND_SPRITE_SVG,
  brandSpriteNamed,
  BRAND_SPRITE_NAMES,
} from '@/components/ui/brand-marks';

// Built once per sprite; pages reference each with a version of its content, so browsers keep it
// a year. Any other name is a 404.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return BRAND_SPRITE_NAMES.map((name) => ({ sprite: `${name}.svg` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ sprite: string }> }) {
  const name = brandSpriteNamed((await params).sprite);
  if (!name) return new Response('Not found', { status: 404 });
  return spriteResponse(BRAND_SPRITE_SVG[name]);
}
