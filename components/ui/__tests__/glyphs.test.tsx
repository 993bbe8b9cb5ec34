/**
 * @jest-environment node
 *
 * The client components' glyphs, as they rendered when their paths were written by hand in
 * components/ui/glyphs.tsx: drawing them from the generated lucide data must not change a byte
 * of their markup (attributes, classes, the right-to-left flip, the shapes).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as Glyphs from '@/components/ui/glyphs';

const svg = (classes: string, shapes: string) =>
  `<svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="${classes}">${shapes}</svg>`;
const path = (d: string) => `<path d="${d}"></path>`;

/** Each glyph's shapes, and whether it points along the reading direction (mirrored in RTL). */
const EXPECTED: Record<string, { shapes: string; flip: boolean }> = {
  ArrowLeftGlyph: { shapes: path('m12 19-7-7 7-7') + path('M19 12H5'), flip: true },
  ArrowRightGlyph: { shapes: path('M5 12h14') + path('m12 5 7 7-7 7'), flip: true },
  ChevronLeftGlyph: { shapes: path('m15 18-6-6 6-6'), flip: true },
  ChevronRightGlyph: { shapes: path('m9 18 6-6-6-6'), flip: true },
  CloseGlyph: { shapes: path('M18 6 6 18') + path('m6 6 12 12'), flip: false },
  MessageCircleGlyph: {
    shapes: path(
      'M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719',
    ),
    flip: false,
  },
  PauseGlyph: {
    shapes:
      '<rect x="14" y="3" width="5" height="18" rx="1"></rect>' +
      '<rect x="5" y="3" width="5" height="18" rx="1"></rect>',
    flip: false,
  },
  PlayGlyph: {
    shapes: path(
      'M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 1 5 19z',
    ),
    flip: false,
  },
  RefreshGlyph: {
    shapes:
      path('M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8') +
      path('M21 3v5h-5') +
      path('M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16') +
      path('M8 16H3v5'),
    flip: false,
  },
  SpinnerGlyph: { shapes: path('M21 12a9 9 0 1 1-6.219-8.56'), flip: false },
};

const glyphs = Object.entries(Glyphs) as [string, ComponentType<{ className?: string }>][];

describe('client glyphs', () => {
  it('are the glyphs client components draw, no more, no fewer', () => {
    expect(glyphs.map(([name]) => name).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(glyphs)('%s renders the same SVG as before', (name, Glyph) => {
    const { shapes, flip } = EXPECTED[name]!;
    const withFlip = (classes: string) => (flip ? `${classes} icon-flip-rtl` : classes);
    expect(renderToStaticMarkup(<Glyph />)).toBe(svg(withFlip('size-4'), shapes));
    // A caller's classes (the spinner's animation, a size) replace the default size.
    expect(renderToStaticMarkup(<Glyph className="size-5 animate-spin" />)).toBe(
      svg(withFlip('size-5 animate-spin'), shapes),
    );
  });

  it.each(['glyphs.tsx', 'glyph-data.ts'])(
    '%s takes no value from lucide-react or the server icons (a client chunk would carry them)',
    (file) => {
      const source = readFileSync(join(__dirname, '..', file), 'utf8');
      expect(source).not.toMatch(
        /^import (?!type )[^;]*from '(lucide-react|\.\/icons|\.\/icon-data)'/m,
      );
      expect(source).toMatch(/^import type \{ IconNode \} from '\.\/icon-data';$/m);
    },
  );
});
