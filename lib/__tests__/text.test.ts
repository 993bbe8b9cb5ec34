import { ELLIPSIS, isCut, truncate, truncateAtWord } from '@/lib/text';

describe('truncateAtWord (every display cut)', () => {
  it('leaves text within the limit alone', () => {
    expect(truncateAtWord('Short title', 45)).toBe('Short title');
    expect(truncateAtWord('x'.repeat(45), 45)).toHaveLength(45);
  });

  it('cuts at the last whole word and adds one ellipsis character', () => {
    expect(truncateAtWord('We design, build and run automations', 20)).toBe(
      `We design, build${ELLIPSIS}`,
    );
  });

  it('never ends in half a word: the cut falls before the word that does not fit', () => {
    const text =
      'Own features end to end, review code, mentor mid-level engineers and talk to clients';
    for (let max = 10; max < text.length; max += 1) {
      const shown = truncateAtWord(text, max);
      expect(shown.length).toBeLessThanOrEqual(max);
      const lastWord = shown.slice(0, -1).split(/\s+/).pop()!;
      expect(text.split(/\s+/).map((word) => word.replace(/[,.]$/, ''))).toContain(lastWord);
    }
  });

  it('keeps a word that ends exactly at the limit', () => {
    expect(truncateAtWord('abc def ghi', 8)).toBe(`abc def${ELLIPSIS}`);
  });

  it('keeps a single over-long word whole rather than cut it', () => {
    expect(truncateAtWord('Geliştirme', 5)).toBe('Geliştirme');
  });

  it('never exceeds the limit', () => {
    const text = 'word '.repeat(100);
    expect(truncateAtWord(text, 280).length).toBeLessThanOrEqual(280);
  });

  it('truncate is the same word-boundary cut', () => {
    expect(truncate('mentor mid-level engineers daily', 22)).toBe(`mentor mid-level${ELLIPSIS}`);
  });

  it('isCut tells a cut from the whole text', () => {
    expect(isCut(' whole ', 'whole')).toBe(false);
    expect(isCut('whole text', `whole${ELLIPSIS}`)).toBe(true);
  });
});
