import { createElement } from 'react';
import {
  ARROW_LEFT_NODE,
  ARROW_RIGHT_NODE,
  CHEVRON_LEFT_NODE,
  CHEVRON_RIGHT_NODE,
  LOADER_CIRCLE_NODE,
  MESSAGE_CIRCLE_NODE,
  PAUSE_NODE,
  PLAY_NODE,
  REFRESH_CW_NODE,
  X_NODE,
} from './glyph-data';
import type { IconNode } from './icon-data';
import { FLIP_IN_RTL_CLASS } from './icon-direction';

/**
 * Lucide's icons for client components, drawn inline from glyph-data.ts (generated from
 * lucide-react by scripts/generate-icon-data.mjs, like the server icons' icon-data.ts). Importing
 * lucide-react in any client component put its icon runtime into the chunk every page loads (see
 * the JS budgets in docs/performance.md), and the server icons' ICON_DATA holds every icon: each
 * glyph imports only its own shapes, so a client chunk carries the glyphs it draws and no more.
 * Server components use icons.tsx.
 */

const strokeProps = {
  'aria-hidden': true,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

interface GlyphProps {
  className?: string;
}

/** Each shape is `[tag, attributes]`; passed as arguments, not as an array, they need no keys. */
function drawGlyph(node: IconNode, className: string) {
  return createElement(
    'svg',
    { ...strokeProps, className },
    ...node.map((shape) => createElement(...shape)),
  );
}

export function ArrowRightGlyph({ className = 'size-4' }: GlyphProps) {
  return drawGlyph(ARROW_RIGHT_NODE, `${className} ${FLIP_IN_RTL_CLASS}`);
}

export function RefreshGlyph({ className = 'size-4' }: GlyphProps) {
  return drawGlyph(REFRESH_CW_NODE, className);
}

export function SpinnerGlyph({ className = 'size-4' }: GlyphProps) {
  return drawGlyph(LOADER_CIRCLE_NODE, className);
}

export function ArrowLeftGlyph({ className = 'size-4' }: GlyphProps) {
  return drawGlyph(ARROW_LEFT_NODE, `${className} ${FLIP_IN_RTL_CLASS}`);
}

export function ChevronLeftGlyph({ className = 'size-4' }: GlyphProps) {
  return drawGlyph(CHEVRON_LEFT_NODE, `${className} ${FLIP_IN_RTL_CLASS}`);
}

export function ChevronRightGlyph({ className = 'size-4' }: GlyphProps) {
  return drawGlyph(CHEVRON_RIGHT_NODE, `${className} ${FLIP_IN_RTL_CLASS}`);
}

export function PauseGlyph({ className = 'size-4' }: GlyphProps) {
  return drawGlyph(PAUSE_NODE, className);
}

export function PlayGlyph({ className = 'size-4' }: GlyphProps) {
  return drawGlyph(PLAY_NODE, className);
}

export function CloseGlyph({ className = 'size-4' }: GlyphProps) {
  return drawGlyph(X_NODE, className);
}

export function MessageCircleGlyph({ className = 'size-4' }: GlyphProps) {
  return drawGlyph(MESSAGE_CIRCLE_NODE, className);
}
