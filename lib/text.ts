const ELLIPSIS = '...';

/** An editor's template with its {placeholders} filled in, e.g. '© {year} {brand}'. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

/** Cuts text to at most `max` characters (ellipsis included), as the cards' text limits do. */
export function truncate(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, Math.max(0, max - ELLIPSIS.length)).trimEnd()}${ELLIPSIS}`;
}

/** Like truncate, but never cuts inside a word (service showcase descriptions). */
export function truncateAtWord(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, Math.max(0, max - ELLIPSIS.length));
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,.;:!?-]+$/, '')}${ELLIPSIS}`;
}
