/** @jest-environment node */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARABIC_FONT_FILES, arabicFontFaces } from '@/components/layout/site-fonts';

const root = join(__dirname, '../../..');
const script = readFileSync(join(root, 'scripts/subset-font.sh'), 'utf8');
const scriptRange = (name: string) =>
  script
    .match(new RegExp(`^${name}='([^']+)'`, 'm'))?.[1]
    ?.split(',')
    .join(', ');

describe('the Arabic face', () => {
  it.each(ARABIC_FONT_FILES)(
    'is served under the hash of its content, so a recut file never hides behind a cached one: $url',
    ({ url }) => {
      const bytes = readFileSync(join(root, 'public', url));
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
      expect(url).toMatch(new RegExp(`\\.${hash}\\.woff2$`));
    },
  );

  it('declares the ranges scripts/subset-font.sh cut, so no character is promised that the file lacks', () => {
    expect(ARABIC_FONT_FILES.map((file) => file.unicodeRange)).toEqual([
      scriptRange('ARABIC'),
      scriptRange('ARABIC_EXT'),
    ]);
    expect(arabicFontFaces()).toContain("font-family:'Noto Sans Arabic'");
  });

  it('declares the weights scripts/subset-font.sh kept, and never swaps in late', () => {
    const [, lightest, heaviest] = script.match(/^WEIGHTS='wght=(\d+):(\d+)'/m) ?? [];
    expect(lightest).toBe('400');
    const faces = arabicFontFaces().match(/@font-face\{[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(ARABIC_FONT_FILES.length);
    for (const face of faces) {
      expect(face).toContain(`font-weight:${lightest} ${heaviest};`);
      // A late swap re-wraps the Arabic hero and moves what is under it.
      expect(face).toContain('font-display:optional;');
    }
  });

  it('preloads only the file with the Arabic language itself', () => {
    expect(ARABIC_FONT_FILES.filter((file) => file.preload)).toHaveLength(1);
  });
});

describe('the weights the faces keep', () => {
  /** Every source file under a folder, tests left out. */
  const sources = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.(tsx?|css)$/.test(entry.name))
      .filter((entry) => !entry.parentPath.includes('__tests__'))
      .map((entry) => join(entry.parentPath, entry.name));

  it('are all the site asks for: no weight under 400 is set anywhere', () => {
    const [, lightest] = script.match(/^WEIGHTS='wght=(\d+):/m) ?? [];
    const lighter = ['app', 'components', 'lib']
      .flatMap(sources)
      .filter((file) =>
        /\bfont-(thin|extralight|light)\b|font-weight:\s*[1-3]00\b|fontWeight:\s*[1-3]00\b/.test(
          readFileSync(file, 'utf8'),
        ),
      );
    expect(lightest).toBe('400');
    expect(lighter).toEqual([]);
  });
});
