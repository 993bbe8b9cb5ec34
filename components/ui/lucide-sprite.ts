import { spriteHref } from '@/lib/svg-sprite';
import { ICON_DATA } from './icon-data';

/**
 * Every server-drawn lucide icon as one cached SVG sprite, `/icons/lucide.svg`: a page carries a
 * `<use>` per icon instead of its paths. Inline, an icon's paths sat in the page twice (markup and
 * payload), once per use: about 7 kB of gzip on a landing page (35 stars, clocks and checks), a
 * sixth of its document (docs/performance.md). The `<svg>` around each `<use>` keeps lucide's
 * stroke attributes, which the symbol's shapes inherit.
 */
export const LUCIDE_SPRITE_PATH = '/icons/lucide.svg';

function escapeAttribute(value: string | number): string {
  return String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function symbolMarkup({ name, size = 24, node }: (typeof ICON_DATA)[keyof typeof ICON_DATA]) {
  const shapes = node.map(([tag, attributes]) => {
    const written = Object.entries(attributes)
      .filter(([attribute]) => attribute !== 'key')
      .map(([attribute, value]) => ` ${attribute}="${escapeAttribute(value)}"`)
      .join('');
    return `<${tag}${written}/>`;
  });
  return `<symbol id="${name}" viewBox="0 0 ${size} ${size}">${shapes.join('')}</symbol>`;
}

export const LUCIDE_SPRITE_SVG = `<svg xmlns="http://www.w3.org/2000/svg">${Object.values(ICON_DATA)
  .map(symbolMarkup)
  .join('')}</svg>`;

/** The sprite's URL with its version, so it can be cached for a year. */
export const LUCIDE_SPRITE_HREF = spriteHref(LUCIDE_SPRITE_PATH, LUCIDE_SPRITE_SVG);

/** The `<use>` target of the icon lucide names `name`. */
export function lucideSymbolHref(name: string): string {
  return `${LUCIDE_SPRITE_HREF}#${name}`;
}
