/** @jest-environment node */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import placeholders from '../placeholders.json';
import { imageAttributes } from '@/components/ui/static-image';

const assets = path.join(process.cwd(), 'public', 'assets');
const webp = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? webp(path.join(dir, entry.name))
      : entry.name.endsWith('.webp')
        ? [`/${path.relative(path.join(process.cwd(), 'public'), path.join(dir, entry.name))}`]
        : [],
  );

describe('blurred placeholders of the bundled pictures', () => {
  it('every WebP under public/assets has one, and none is left for a picture that is gone (node scripts/draw-pictures.mjs writes them)', () => {
    expect(Object.keys(placeholders).sort()).toEqual(webp(assets).sort());
    for (const url of Object.values(placeholders)) {
      expect(url).toMatch(/^data:image\/webp;base64,/);
      expect(url.length).toBeLessThan(400);
    }
  });

  it('a bundled picture is drawn over its stretched 16 px copy; another picture has none', () => {
    const bundled = imageAttributes({
      src: '/assets/services/automation.webp',
      alt: '',
      width: 1200,
      height: 630,
    });
    expect(String(bundled.style?.backgroundImage)).toContain('data:image/webp;base64');
    const other = imageAttributes({ src: '/elsewhere.webp', alt: '', width: 1200, height: 630 });
    expect(other.style?.backgroundImage).toBeUndefined();
  });
});
