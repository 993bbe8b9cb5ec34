import {
  SiAirtable,
  SiClaude,
  SiCursor,
  SiFacebook,
  SiGithubcopilot,
  SiInstagram,
  SiMake,
  SiN8n,
  SiReplit,
  SiTiktok,
  SiUipath,
  SiV0,
  SiX,
  SiYoutube,
  SiZapier,
} from '@icons-pack/react-simple-icons';
import type { ComponentType, ReactElement } from 'react';
import { spriteHref } from '@/lib/svg-sprite';
import { PLATFORM_BRAND_ALIASES } from '@/lib/blocks/brand-names';
import { DRAWN_MARKS, type DrawnMark } from './drawn-marks';

/**
 * Brand marks (simple-icons) drawn from two cached SVG sprites. Inline, each mark's path (up to
 * 6 kB: Instagram, Zapier, GitHub Copilot) sat in a page twice, in the markup and again in the RSC
 * payload: about 12 kB of the home page's gzip HTML (see docs/performance.md). A page now carries
 * a `<use>` per mark, and each sprite is fetched once and cached. The social networks' marks,
 * which every page's footer shows, are a sprite of their own (1.8 kB gzip): the platforms' marks
 * (4.9 kB) are fetched only by the pages that show them.
 *
 * A system of its own, beside the lucide icons (icons.tsx, line-icons.tsx, glyphs.tsx): these are
 * brands' logos, not line icons. Each is one filled path in the brand's own shape (simple-icons',
 * or drawn-marks.ts for the marks simple-icons lacks), optionally in the brand's colour, and is
 * named by brand, not by meaning; lucide's icons are stroked outlines in lucide's grid. Their data,
 * licences, sprites and props differ, so neither would draw the other (docs/performance.md:
 * Icons: two systems).
 */
const SPRITES = {
  social: {
    facebook: SiFacebook,
    instagram: SiInstagram,
    tiktok: SiTiktok,
    x: SiX,
    youtube: SiYoutube,
  },
  platforms: {
    airtable: SiAirtable,
    claude: SiClaude,
    cursor: SiCursor,
    githubcopilot: SiGithubcopilot,
    make: SiMake,
    n8n: SiN8n,
    replit: SiReplit,
    uipath: SiUipath,
    v0: SiV0,
    zapier: SiZapier,
    ...DRAWN_MARKS,
  },
} satisfies Record<string, Record<string, ComponentType | DrawnMark>>;

export type BrandSpriteName = keyof typeof SPRITES;
export const BRAND_SPRITE_NAMES = Object.keys(SPRITES) as BrandSpriteName[];

const SIMPLE_ICONS = { ...SPRITES.social, ...SPRITES.platforms };

export type BrandMarkId = keyof typeof SIMPLE_ICONS;

export function isBrandMarkId(id: string): id is BrandMarkId {
  return Object.hasOwn(SIMPLE_ICONS, id);
}

/**
 * The mark a brand key names, written as an editor may write it ('Power-Automate', 'power_bi'):
 * simple-icons' slugs are lowercase letters and digits.
 */
export function brandMarkIdOf(key: string | undefined): BrandMarkId | undefined {
  const slug = key?.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (!slug) return undefined;
  const id: string = PLATFORM_BRAND_ALIASES[slug] ?? slug;
  return isBrandMarkId(id) ? id : undefined;
}

type BrandMarkData = DrawnMark;

type SvgElement = ReactElement<{
  fill?: string;
  children?: ReactElement<{ d?: string; children?: string }>[];
}>;

/** simple-icons' React marks are forwardRef components that render `<svg fill><title/><path d/></svg>`. */
function markData(id: BrandMarkId): BrandMarkData {
  const source = SIMPLE_ICONS[id];
  if ('path' in source) return source;
  const icon = source as unknown as { render: (props: object, ref: null) => SvgElement };
  const svg = icon.render({ color: 'default' }, null);
  const [title, path] = svg.props.children ?? [];
  const d = path?.props.d;
  if (!d || !svg.props.fill) throw new Error(`simple-icons mark ${id} has an unexpected shape`);
  return { title: String(title?.props.children ?? id), hex: svg.props.fill, path: d };
}

const MARKS = Object.fromEntries(
  (Object.keys(SIMPLE_ICONS) as BrandMarkId[]).map((id) => [id, markData(id)]),
) as Record<BrandMarkId, BrandMarkData>;

export function brandMarkTitle(id: BrandMarkId): string {
  return MARKS[id].title;
}

/** A sprite: one `<symbol>` per mark, in simple-icons' 24-unit grid. */
function spriteSvg(name: BrandSpriteName): string {
  const symbols = (Object.keys(SPRITES[name]) as BrandMarkId[]).map(
    (id) => `<symbol id="${id}" viewBox="0 0 24 24"><path d="${MARKS[id].path}"/></symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}

export const BRAND_SPRITE_SVG = Object.fromEntries(
  BRAND_SPRITE_NAMES.map((name) => [name, spriteSvg(name)]),
) as Record<BrandSpriteName, string>;

export function brandSpritePath(name: BrandSpriteName): string {
  return `/brand-marks/${name}.svg`;
}

/** The sprite a file name (`social.svg`) names, if there is one. */
export function brandSpriteNamed(fileName: string): BrandSpriteName | undefined {
  return BRAND_SPRITE_NAMES.find((name) => `${name}.svg` === fileName);
}

/** Changes whenever a mark does, so a sprite can be cached for a year under its URL. */
const SPRITE_HREF = Object.fromEntries(
  BRAND_SPRITE_NAMES.map((name) => {
    return [name, spriteHref(brandSpritePath(name), BRAND_SPRITE_SVG[name])];
  }),
) as Record<BrandSpriteName, string>;

/** Each mark's `<use>` target: its sprite's versioned URL and its symbol. */
const MARK_HREF = Object.fromEntries(
  BRAND_SPRITE_NAMES.flatMap((name) =>
    Object.keys(SPRITES[name]).map((id) => [id, `${SPRITE_HREF[name]}#${id}`]),
  ),
) as Record<BrandMarkId, string>;

/**
 * A decorative brand mark (the surrounding text or link names the brand): `brand` colour is the
 * brand's own, anything else is used as given (e.g. currentColor).
 */
export function BrandMark({
  id,
  size = 24,
  color = 'currentColor',
  title,
  className,
}: {
  id: BrandMarkId;
  size?: number;
  color?: 'brand' | 'currentColor';
  /** A tooltip naming the brand (still hidden from screen readers). */
  title?: string;
  className?: string;
}) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={color === 'brand' ? MARKS[id].hex : color}
      className={className}
    >
      {title ? <title>{title}</title> : null}
      <use href={MARK_HREF[id]} />
    </svg>
  );
}
