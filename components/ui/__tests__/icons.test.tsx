/** @jest-environment node */
import * as Lucide from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as ServerIcons from '../icons';
import { LUCIDE_SPRITE_HREF, LUCIDE_SPRITE_SVG } from '../lucide-sprite';

const serverIcons = Object.entries(ServerIcons) as [string, ServerIcons.ServerIcon][];

/** lucide's markup split into its <svg> start tag and its shapes. */
function splitSvg(markup: string): { openTag: string; shapes: string } {
  const openTag = markup.slice(0, markup.indexOf('>') + 1);
  return { openTag, shapes: markup.slice(openTag.length, -'</svg>'.length) };
}

describe('server-rendered lucide icons (no client component per icon)', () => {
  it('covers the icons the server components use', () => {
    expect(serverIcons.length).toBeGreaterThan(60);
  });

  it.each(serverIcons)(
    '%s draws the same SVG as lucide-react, its shapes from the sprite',
    (name, ServerIcon) => {
      const LucideIcon = (Lucide as unknown as Record<string, Lucide.LucideIcon>)[name]!;
      const variants: Lucide.LucideProps[] = [
        {},
        { className: 'size-5 text-primary', 'aria-hidden': 'true' },
        { size: 32, color: 'red', strokeWidth: 1.5 },
        { 'aria-label': 'Labelled', role: 'img' },
        { size: 48, strokeWidth: 2, absoluteStrokeWidth: true },
      ];
      // Forward/back icons add the one class that mirrors them on right-to-left pages.
      const flip = /^(Arrow|Chevron)(Left|Right)$/.test(name);
      const symbolName = ServerIcon.sprite.name;
      for (const props of variants) {
        const lucide = splitSvg(renderToStaticMarkup(<LucideIcon {...props} />));
        const openTag = flip
          ? lucide.openTag.replace(/class="([^"]*)"/, 'class="$1 icon-flip-rtl"')
          : lucide.openTag;
        const href = `${LUCIDE_SPRITE_HREF}#${symbolName}`.replace(/&/g, '&amp;');
        expect(renderToStaticMarkup(<ServerIcon {...props} />)).toBe(
          `${openTag}<use href="${href}"></use></svg>`,
        );
        // The sprite's symbol holds lucide's own shapes.
        const shapes = lucide.shapes.replace(/><\/(\w+)>/g, '/>');
        expect(LUCIDE_SPRITE_SVG).toContain(
          `<symbol id="${symbolName}" viewBox="0 0 24 24">${shapes}</symbol>`,
        );
      }
    },
  );

  it('serves the sprite at a URL that changes with its content', async () => {
    const { GET } = await import('@/app/icons/[sprite]/route');
    const response = await GET(new Request('http://localhost/icons/lucide.svg'), {
      params: Promise.resolve({ sprite: 'lucide.svg' }),
    });
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toBe(LUCIDE_SPRITE_SVG);
    expect(LUCIDE_SPRITE_HREF).toMatch(/^\/icons\/lucide\.svg\?v=[0-9a-z]+$/);
    const missing = await GET(new Request('http://localhost/icons/other.svg'), {
      params: Promise.resolve({ sprite: 'other.svg' }),
    });
    expect(missing.status).toBe(404);
  });

  it('marks only the forward/back icons for mirroring', () => {
    const flipped = serverIcons
      .filter(([, Icon]) => renderToStaticMarkup(<Icon />).includes('icon-flip-rtl'))
      .map(([name]) => name);
    expect(flipped).toEqual(['ArrowRight']);
  });
});
