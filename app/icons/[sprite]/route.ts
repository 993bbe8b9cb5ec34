import { spriteResponse } from '@/lib/svg-sprite';
import { LUCIDE_SPRITE_PATH, LUCIDE_SPRITE_SVG } from '@/components/ui/lucide-sprite';

// Built once; pages reference it with a version of its content, so browsers keep it a year. Any
// other name is a 404.
export const dynamic = 'force-static';
export const dynamicParams = false;

const SPRITE_FILE = LUCIDE_SPRITE_PATH.split('/').at(-1)!;

export function generateStaticParams() {
  return [{ sprite: SPRITE_FILE }];
}

export async function GET(_request: Request, { params }: { params: Promise<{ sprite: string }> }) {
  if ((await params).sprite !== SPRITE_FILE) return new Response('Not found', { status: 404 });
  return spriteResponse(LUCIDE_SPRITE_SVG);
}
