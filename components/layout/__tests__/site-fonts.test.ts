/** @jest-environment node */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
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

  it('preloads only the file with the Arabic language itself', () => {
    expect(ARABIC_FONT_FILES.filter((file) => file.preload)).toHaveLength(1);
  });
});
