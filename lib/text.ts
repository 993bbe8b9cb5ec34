/** One character, so a cut line never ends in a run of dots a screen reader spells out. */
export const ELLIPSIS = '\u2026';

/** An editor's template with its {placeholders} filled in, e.g. '© {year} {brand}'. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

/**
 * Text cut to at most `max` characters (ellipsis included), the last resort when it is longer
 * than the place it shows in allows: only at a word boundary, so a visitor never reads half a
 * word. A text whose first word alone is too long is kept whole.
 */
export function truncateAtWord(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, Math.max(0, max - ELLIPSIS.length) + 1);
  const lastSpace = room.search(/\s\S*$/);
  if (lastSpace <= 0) return clean;
  return `${room.slice(0, lastSpace).replace(/[\s,.;:!?\-–—(]+$/, '')}${ELLIPSIS}`;
}

/** The same word-boundary cut: every display cut of the site is one. */
export const truncate = truncateAtWord;

/** True when `shown` is a cut of `text` (the whole text must then reach screen readers). */
export const isCut = (text: string, shown: string) => shown !== text.trim();
