import { createHash } from 'node:crypto';
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

/**
 * Brand marks (simple-icons) drawn from one cached SVG sprite, /brand-marks.svg. Inline, each
 * mark's path (up to 6 kB: Instagram, Zapier, GitHub Copilot) sat in a page twice, in the markup
 * and again in the RSC payload: about 12 kB of the home page's gzip HTML (issue 12). A page now
 * carries a `<use>` per mark; the sprite is fetched once, after the first paint, and cached.
 */
const SIMPLE_ICONS = {
  airtable: SiAirtable,
  claude: SiClaude,
  cursor: SiCursor,
  facebook: SiFacebook,
  githubcopilot: SiGithubcopilot,
  instagram: SiInstagram,
  make: SiMake,
  n8n: SiN8n,
  replit: SiReplit,
  tiktok: SiTiktok,
  uipath: SiUipath,
  v0: SiV0,
  x: SiX,
  youtube: SiYoutube,
  zapier: SiZapier,
} satisfies Record<string, ComponentType>;

export type BrandMarkId = keyof typeof SIMPLE_ICONS;

export function isBrandMarkId(id: string): id is BrandMarkId {
  return Object.hasOwn(SIMPLE_ICONS, id);
}

interface BrandMarkData {
  title: string;
  /** The brand's colour, as simple-icons gives it. */
  hex: string;
  path: string;
}

type SvgElement = ReactElement<{
  fill?: string;
  children?: ReactElement<{ d?: string; children?: string }>[];
}>;

/** simple-icons' React marks are forwardRef components that render `<svg fill><title/><path d/></svg>`. */
function markData(id: BrandMarkId): BrandMarkData {
  const icon = SIMPLE_ICONS[id] as unknown as { render: (props: object, ref: null) => SvgElement };
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

/** The sprite: one `<symbol>` per mark, in simple-icons' 24-unit grid. */
export const BRAND_SPRITE_SVG = `<svg xmlns="http://www.w3.org/2000/svg">${Object.entries(MARKS)
  .map(([id, mark]) => `<symbol id="${id}" viewBox="0 0 24 24"><path d="${mark.path}"/></symbol>`)
  .join('')}</svg>`;

/** Changes whenever a mark does, so the sprite can be cached for a year under its URL. */
const BRAND_SPRITE_VERSION = createHash('sha256')
  .update(BRAND_SPRITE_SVG)
  .digest('hex')
  .slice(0, 12);
export const BRAND_SPRITE_PATH = '/brand-marks.svg';

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
      <use href={`${BRAND_SPRITE_PATH}?v=${BRAND_SPRITE_VERSION}#${id}`} />
    </svg>
  );
}
