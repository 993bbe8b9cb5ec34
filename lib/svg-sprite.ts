import { createHash } from 'node:crypto';
import { CONTENT_VERSIONED_CACHE_CONTROL } from './http/cache-control.mjs';

/**
 * The site's cached SVG sprites (brand marks, lucide icons): pages reference a sprite by a URL
 * that carries a version of its content, so a browser may keep it a year.
 */

/** Changes whenever the sprite does. */
export function spriteHref(path: string, svg: string): string {
  return `${path}?v=${createHash('sha256').update(svg).digest('hex').slice(0, 12)}`;
}

/** A sprite's answer: SVG, cached for a year (its URL changes with it). */
export function spriteResponse(svg: string): Response {
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': CONTENT_VERSIONED_CACHE_CONTROL,
    },
  });
}
