/**
 * A compound written with a hyphen ('No-shows', 'one-tap', 'AI-generated', 'e-mail') reads as one
 * word, so a line never breaks at its hyphen: where text is rendered, each such word is wrapped in
 * a no-wrap span. The text itself is unchanged (search, copy, screen readers, form values and
 * tests read the hyphen the editor typed), whether it comes from the bundle or the CMS.
 */

/** Letters or digits on both sides of each hyphen, in any script. */
const COMPOUND = /[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)+/gu;

/** The class of the span that keeps a compound on one line (Tailwind's white-space: nowrap). */
export const WHOLE_WORD_CLASS = 'whitespace-nowrap';

/**
 * Elements whose text children are prose (headings: HEADING_GLUE). Others keep their text as it is: <option>, <title>,
 * <textarea>, <script>, <style> must hold a plain string, and SVG text takes no <span>.
 */
export const PROSE_ELEMENTS: ReadonlySet<string> = new Set([
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'a',
  'b',
  'blockquote',
  'button',
  'cite',
  'dd',
  'div',
  'dt',
  'em',
  'figcaption',
  'i',
  'label',
  'legend',
  'li',
  'mark',
  'p',
  'q',
  'small',
  'span',
  'strong',
  'summary',
  'td',
  'th',
]);

export type TextPart = string | { compound: string };

/** A text split into plain runs and hyphenated compounds; null when it holds no compound. */
export function splitCompounds(text: string): TextPart[] | null {
  if (!text.includes('-')) return null;
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(COMPOUND)) {
    if (!match[0].includes('-')) continue;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ compound: match[0] });
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return null;
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/**
 * Headings are balanced (text-wrap: balance), and a no-wrap compound changes the balance Chromium
 * picks: 'AI-Powered Rapid Prototyping' ended on one word. In a heading with a compound, its last
 * two words are kept together too when they are short enough for the narrowest phone (per level:
 * characters at that level's size in 288 px).
 */
export const HEADING_GLUE: Readonly<Record<string, number>> = {
  h1: 12,
  h2: 12,
  h3: 20,
  h4: 20,
  h5: 20,
  h6: 20,
};

/** A heading's last string split before its last two words, or null when they are too long. */
export function splitLastTwoWords(text: string, max: number): [string, string] | null {
  const match = /(\S+\s+\S+)\s*$/u.exec(text);
  if (!match || match[1]!.length > max) return null;
  return [text.slice(0, match.index), text.slice(match.index)];
}
