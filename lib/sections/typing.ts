/**
 * Where the hero's typewriter may cut its text while typing: one step per grapheme (a letter with
 * its accents or an emoji, never half of one), so the pace is the same in every language. Arabic
 * letters join their neighbours and change shape with them: cut inside a word, the last typed
 * letter would show a half-joined form, so Arabic text appears a whole word at a time (its words
 * arrive when their last letter's step comes, keeping the English pace).
 */

/** The typewriter's pace, and its pause before the first letter on the home hero and elsewhere. */
export const TYPEWRITER = { speedMs: 50, homeDelayMs: 200, defaultDelayMs: 500 } as const;

/** Scripts whose letters join within a word. */
const JOINING_SCRIPT = /[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Nko}]/u;

type Segmenter = { segment(text: string): Iterable<{ segment: string; index: number }> };

function segmentEnds(text: string, granularity: 'grapheme' | 'word'): number[] {
  const Segmenter = (Intl as { Segmenter?: new (locale?: string, options?: object) => Segmenter })
    .Segmenter;
  // Browsers without Intl.Segmenter: code points, and words split at spaces.
  const parts = Segmenter
    ? [...new Segmenter(undefined, { granularity }).segment(text)].map((part) => part.segment)
    : granularity === 'grapheme'
      ? Array.from(text)
      : text.split(/(\s+)/).filter(Boolean);
  let end = 0;
  return parts.map((part) => (end += part.length));
}

/** For each typing step, how many characters (UTF-16 units) of `text` show; the last is all. */
export function typingStops(text: string): number[] {
  const graphemeEnds = segmentEnds(text, 'grapheme');
  if (!JOINING_SCRIPT.test(text)) return graphemeEnds;
  const wordEnds = segmentEnds(text, 'word');
  let word = -1;
  return graphemeEnds.map((end) => {
    while (word + 1 < wordEnds.length && wordEnds[word + 1]! <= end) word += 1;
    return word >= 0 ? wordEnds[word]! : 0;
  });
}
