/** @jest-environment node */
import * as Lucide from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as ServerIcons from '../icons';

const serverIcons = Object.entries(ServerIcons) as [string, ServerIcons.ServerIcon][];

describe('server-rendered lucide icons (no client component per icon)', () => {
  it('covers the icons the server components use', () => {
    expect(serverIcons.length).toBeGreaterThan(60);
  });

  it.each(serverIcons)('%s draws the same SVG as lucide-react', (name, ServerIcon) => {
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
    for (const props of variants) {
      const lucide = renderToStaticMarkup(<LucideIcon {...props} />);
      expect(renderToStaticMarkup(<ServerIcon {...props} />)).toBe(
        flip ? lucide.replace(/class="([^"]*)"/, 'class="$1 icon-flip-rtl"') : lucide,
      );
    }
  });

  it('marks only the forward/back icons for mirroring', () => {
    const flipped = serverIcons
      .filter(([, Icon]) => renderToStaticMarkup(<Icon />).includes('icon-flip-rtl'))
      .map(([name]) => name);
    expect(flipped).toEqual(['ArrowRight']);
  });
});
