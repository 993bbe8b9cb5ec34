/** @jest-environment node */
import { arabicCardWords } from '../og-arabic';
import { ogCardTitle } from '../og-image';

/** Code points, for readable expectations. */
const hex = (text: string) => Array.from(text, (char) => char.codePointAt(0)!.toString(16));

describe('Arabic on the Open Graph card (shaped and in visual order for next/og)', () => {
  it('writes each letter in its joining form and reverses the word', () => {
    // باب: beh initial (FE91), alef final (FE8E), beh isolated (FE8F); read from the right.
    expect(hex(arabicCardWords('باب')[0]!)).toEqual(['fe8f', 'fe8e', 'fe91']);
    // سمس: seen initial, meem medial, seen final.
    expect(hex(arabicCardWords('سمس')[0]!)).toEqual(['feb2', 'fee4', 'feb3']);
  });

  it('joins lam and alef into their ligature and drops vowel marks', () => {
    // الا: alef isolated, then lam-alef final (joined to nothing before it: isolated FEFB).
    expect(hex(arabicCardWords('لا')[0]!)).toEqual(['fefb']);
    expect(hex(arabicCardWords('سلا')[0]!)).toEqual(['fefc', 'feb3']);
    expect(arabicCardWords('وفّر')).toEqual(arabicCardWords('وفر'));
  });

  it('keeps words in reading order and Latin runs whole', () => {
    const words = arabicCardWords('حلول Power BI للشركات');
    expect(words).toHaveLength(3);
    expect(words[1]).toBe('Power BI');
  });

  it('leaves no character next/og would try to shape itself (its shaper fails on the font)', () => {
    const title = ogCardTitle('أتمتة الأعمال بالذكاء الاصطناعي، لماذا؟ وفّر $50K+ | Octaacer');
    for (const word of arabicCardWords(title))
      expect(word).not.toMatch(/[\u0600-\u065F\u066A-\u06D2\u06FA-\u06FF]/);
  });
});
