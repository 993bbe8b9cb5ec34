/** The plain-text format of a legal text block's sections, read into paragraphs and bullet lists. */

export type LegalTextPart = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

const BULLET = /^\s*[-•]\s+/;

/**
 * Paragraphs are separated by an empty line; consecutive lines starting with "- " form one
 * bullet list. Other line breaks inside a paragraph are kept as spaces, as a browser would.
 */
export function parseLegalText(body: string): LegalTextPart[] {
  const parts: LegalTextPart[] = [];
  for (const chunk of body.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    let paragraph: string[] = [];
    let items: string[] = [];
    const flushParagraph = () => {
      if (paragraph.length) parts.push({ kind: 'paragraph', text: paragraph.join(' ') });
      paragraph = [];
    };
    const flushList = () => {
      if (items.length) parts.push({ kind: 'list', items });
      items = [];
    };
    for (const line of lines) {
      if (BULLET.test(line)) {
        flushParagraph();
        items.push(line.replace(BULLET, ''));
      } else {
        flushList();
        paragraph.push(line);
      }
    }
    flushParagraph();
    flushList();
  }
  return parts;
}

/** The inverse, for bundled sections written as paragraphs and a list. */
export function toLegalText(paragraphs: string[], list: string[] = []): string {
  return [...paragraphs, ...(list.length ? [list.map((item) => `- ${item}`).join('\n')] : [])].join(
    '\n\n',
  );
}

/** 01/08/2025 (day/month/year) → 2025-08-01 for <time dateTime>; undefined when not a date. */
export function isoFromDayMonthYear(value: string): string | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (!match) return undefined;
  const [, day, month, year] = match;
  return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
}
