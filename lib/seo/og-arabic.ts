/**
 * Arabic for the Open Graph card. next/og (satori) lays text out left to right only and its
 * Arabic shaping (opentype.js) fails on Noto Sans Arabic's ligature tables ('lookupType: 5 -
 * substFormat: 3 is not yet supported'). So the card is handed Arabic already shaped and in visual
 * order: each letter as its contextual presentation form (U+FE70–U+FEFC, which the font draws and
 * opentype.js leaves alone), each Arabic word's letters reversed, and the words laid out from the
 * right by the card's row-reverse flex (so a long title still wraps onto its next line correctly).
 */

/** Dual-joining letters (isolated, final, initial, medial) and right-joining ones (isolated, final). */
const DUAL = 'ئبتثجحخسشصضطظعغفقكلمنهي';
const RIGHT = 'آأؤإاةدذرزوى';
/** Each letter's isolated presentation form; the other forms follow it in order. */
const ISOLATED_FORM: Record<string, number> = {
  ء: 0xfe80,
  آ: 0xfe81,
  أ: 0xfe83,
  ؤ: 0xfe85,
  إ: 0xfe87,
  ئ: 0xfe89,
  ا: 0xfe8d,
  ب: 0xfe8f,
  ة: 0xfe93,
  ت: 0xfe95,
  ث: 0xfe99,
  ج: 0xfe9d,
  ح: 0xfea1,
  خ: 0xfea5,
  د: 0xfea9,
  ذ: 0xfeab,
  ر: 0xfead,
  ز: 0xfeaf,
  س: 0xfeb1,
  ش: 0xfeb5,
  ص: 0xfeb9,
  ض: 0xfebd,
  ط: 0xfec1,
  ظ: 0xfec5,
  ع: 0xfec9,
  غ: 0xfecd,
  ف: 0xfed1,
  ق: 0xfed5,
  ك: 0xfed9,
  ل: 0xfedd,
  م: 0xfee1,
  ن: 0xfee5,
  ه: 0xfee9,
  و: 0xfeed,
  ى: 0xfeef,
  ي: 0xfef1,
};
/** Lam followed by an alef: one ligature (isolated form; the final form is the next one). */
const LAM_ALEF: Record<string, number> = { آ: 0xfef5, أ: 0xfef7, إ: 0xfef9, ا: 0xfefb };
/** Vowel marks and tatweel: the card drops them (headlines are written without them anyway). */
const MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;
/** Arabic punctuation opentype.js would try to shape: its Latin look-alike. */
const PUNCTUATION: Record<string, string> = { '،': ',', '؛': ';', '؟': '?', '٪': '%' };
const MIRRORED: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '«': '»',
  '»': '«',
};

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;

export function hasArabic(text: string): boolean {
  return ARABIC.test(text);
}

const joinsForward = (letter: string | undefined) => letter !== undefined && DUAL.includes(letter);
const isLetter = (letter: string | undefined) =>
  letter !== undefined && (DUAL.includes(letter) || RIGHT.includes(letter));

/** One Arabic word in presentation forms, in logical order. */
function shapeWord(word: string): string {
  const letters = Array.from(word.replace(MARKS, ''));
  let shaped = '';
  for (let index = 0; index < letters.length; index += 1) {
    const letter = letters[index]!;
    const joinedFromBefore = joinsForward(letters[index - 1]) && isLetter(letter);
    const base = ISOLATED_FORM[letter];
    if (letter === 'ل' && letters[index + 1] && LAM_ALEF[letters[index + 1]!]) {
      shaped += String.fromCodePoint(LAM_ALEF[letters[index + 1]!]! + (joinedFromBefore ? 1 : 0));
      index += 1;
      continue;
    }
    if (base === undefined) {
      shaped += PUNCTUATION[letter] ?? letter;
      continue;
    }
    const joinsAfter = DUAL.includes(letter) && isLetter(letters[index + 1]);
    const form = DUAL.includes(letter)
      ? joinedFromBefore
        ? joinsAfter
          ? 3
          : 1
        : joinsAfter
          ? 2
          : 0
      : joinedFromBefore && RIGHT.includes(letter)
        ? 1
        : 0;
    shaped += String.fromCodePoint(base + form);
  }
  return shaped;
}

/**
 * The title as the card's items, first word first: Arabic words shaped and reversed, runs of
 * Latin words (names, figures) kept together in their own order.
 */
export function arabicCardWords(title: string): string[] {
  const items: string[] = [];
  let latinRun: string[] = [];
  const flushLatin = () => {
    if (latinRun.length > 0) items.push(latinRun.join(' '));
    latinRun = [];
  };
  for (const word of title.split(/\s+/).filter(Boolean)) {
    if (!hasArabic(word)) {
      latinRun.push(word);
      continue;
    }
    flushLatin();
    const visual = Array.from(shapeWord(word))
      .reverse()
      .map((char) => MIRRORED[char] ?? char)
      .join('');
    items.push(visual);
  }
  flushLatin();
  return items;
}
