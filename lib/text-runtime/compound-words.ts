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
 * Elements whose text children are prose. Headings are left out: their lines are balanced
 * (text-wrap: balance), and a no-wrap span changes the balance Chromium picks, so that a heading
 * ended on one word ('AI-Powered Rapid / Prototyping'). Others keep their text as it is: <option>, <title>,
 * <textarea>, <script>, <style> must hold a plain string, and SVG text takes no <span>.
 */
export const PROSE_ELEMENTS: ReadonlySet<string> = new Set([
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
