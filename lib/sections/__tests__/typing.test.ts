import { typingStops } from '../typing';

const frames = (text: string) => typingStops(text).map((end) => text.slice(0, end));

describe('typingStops: where the typewriter may cut its text', () => {
  it('Latin text types letter by letter', () => {
    expect(frames('Auto-Pilot')).toEqual([
      'A',
      'Au',
      'Aut',
      'Auto',
      'Auto-',
      'Auto-P',
      'Auto-Pi',
      'Auto-Pil',
      'Auto-Pilo',
      'Auto-Pilot',
    ]);
  });

  it('a letter with its accent or an emoji is one step, never cut in half', () => {
    // 'e' + combining acute; a flag is two code points; Turkish İ stays whole.
    expect(frames('ce\u0301 🇹🇷 İ')).toEqual([
      'c',
      'ce\u0301',
      'ce\u0301 ',
      'ce\u0301 🇹🇷',
      'ce\u0301 🇹🇷 ',
      'ce\u0301 🇹🇷 İ',
    ]);
  });

  it('Arabic appears a whole word at a time, at the pace of its letters', () => {
    const text = 'وفّر الوقت';
    const stops = typingStops(text);
    // One step per grapheme, the shadda with its letter (فّ): 3 + the space + 5.
    expect(stops).toHaveLength(9);
    expect(new Set(frames(text))).toEqual(new Set(['', 'وفّر', 'وفّر ', 'وفّر الوقت']));
    expect(stops.at(-1)).toBe(text.length);
    // Never a cut between two letters of a word.
    const betweenLetters = (end: number) =>
      /\p{L}/u.test(text.charAt(end - 1)) && /\p{L}|\p{M}/u.test(text.charAt(end));
    expect(stops.filter(betweenLetters)).toEqual([]);
  });
});
