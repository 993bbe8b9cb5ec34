/**
 * The original site's service `title_html` ("Business <span>Automation</span>") becomes plain
 * text: the words in its first emphasis (span, em, strong, b, i, mark) are the highlighted part,
 * and the whole text, tags gone, is the title when the record has none.
 */
const EMPHASIS = /<(span|em|strong|b|i|mark)\b[^>]*>([\s\S]*?)<\/\1\s*>/i;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

export interface PlainTitle {
  title: string;
  /** Absent when the HTML emphasises nothing. */
  highlight?: string;
}

/** Null for an empty or tag-only value. */
export function titleFromHtml(html: string | null | undefined): PlainTitle | null {
  if (!html) return null;
  const title = plainText(html);
  if (!title) return null;
  const emphasis = html.match(EMPHASIS);
  const highlight = emphasis ? plainText(emphasis[2] ?? '') : '';
  return highlight && title.includes(highlight) ? { title, highlight } : { title };
}
