/**
 * Turns a page's block rows, as Directus sends them through the page's `blocks` many-to-any
 * relation, into validated PageBlocks. A row that is hidden is skipped; a row of an unknown
 * type or whose record fails its schema is left out with one log line naming the page, the
 * block and the field, and the rest of the page still renders.
 */
import type { z } from 'zod';
import { BLOCK_CATALOG, isBlockType, type PageBlock } from '@/blocks/catalog';

/** A junction row of `{prefix}_pages_blocks` with its block record expanded (`item.*`). */
export interface RawBlockRow {
  id?: string | number | null;
  sort?: number | null;
  hide_block?: boolean | null;
  /** The block's collection, e.g. 'octaacer_block_cards'. */
  collection?: string | null;
  /** The block record; an id when the token may not read its collection. */
  item?: Record<string, unknown> | string | number | null;
  /**
   * On a page in another language: the block's English record, when `item` is its translation
   * (the English fields with the language's row read over them).
   */
  englishItem?: Record<string, unknown> | null;
}

import { BLOCK_COLLECTION_INFIX } from './parents';

export { BLOCK_COLLECTION_INFIX };

/** `{prefix}_block_<type>`: the Directus collection of a block type. */
export const blockCollectionName = (type: string, prefix: string) =>
  `${prefix}_${BLOCK_COLLECTION_INFIX}${type}`;

/** The block type of a collection name, or undefined when it is not one of ours. */
export function blockTypeOfCollection(collection: string, prefix: string): string | undefined {
  const head = `${prefix}_${BLOCK_COLLECTION_INFIX}`;
  return collection.startsWith(head) ? collection.slice(head.length) : undefined;
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(record)'}: ${issue.message}`)
    .join('; ');
}

type Path = ReadonlyArray<PropertyKey>;

function valueAt(record: unknown, path: Path): unknown {
  let value = record;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** `record` with the value at `path` replaced (copied along the path; the input is not changed). */
function withValueAt(record: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path;
  const copy: Record<PropertyKey, unknown> = Array.isArray(record)
    ? ([...record] as unknown as Record<PropertyKey, unknown>)
    : { ...(record as Record<PropertyKey, unknown>) };
  copy[key!] = withValueAt(copy[key!], rest, value);
  return copy;
}

/**
 * A translated block record, validated with a translation's limits. A translated value that still
 * fails (too long, or a list whose rows no longer match) is replaced by its English value, and
 * logged: the block keeps its place on the page and only that text shows in English.
 */
function parseTranslation(
  type: keyof typeof BLOCK_CATALOG,
  translated: Record<string, unknown>,
  english: Record<string, unknown>,
  log: (line: string) => void,
): PageBlock['data'] {
  const schema = BLOCK_CATALOG[type].translatedSchema;
  let candidate: unknown = translated;
  // Each pass replaces at least one failing value by its English one, and the English record
  // passes the stricter schema, so this ends within the record's number of values.
  for (let pass = 0; pass < 1000; pass += 1) {
    const parsed = schema.safeParse(candidate);
    if (parsed.success) return parsed.data as PageBlock['data'];
    for (const issue of parsed.error.issues) {
      // The English value at the same place, or else the whole top-level field (a translated list
      // may have other rows than the English one).
      const exact = valueAt(english, issue.path);
      const path = exact !== undefined ? issue.path : issue.path.slice(0, 1);
      log(
        `the translation of ${issue.path.join('.') || '(record)'} shows in English: ${issue.message}.`,
      );
      candidate =
        path.length === 0 ? english : withValueAt(candidate, path, valueAt(english, path));
    }
  }
  return BLOCK_CATALOG[type].schema.parse(english) as PageBlock['data'];
}

/**
 * @param options.withSource name each block's Directus record (`source`): only in draft mode, for
 * the Visual Editor; public pages carry no trace of it.
 */
export function parseBlockRows(
  where: string,
  rows: readonly RawBlockRow[],
  prefix: string,
  log: (line: string) => void,
  { withSource = false }: { withSource?: boolean } = {},
): PageBlock[] {
  const ordered = [...rows].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
  const blocks: PageBlock[] = [];
  ordered.forEach((row, index) => {
    if (row.hide_block) return;
    const collection = row.collection ?? '(no collection)';
    const label = `block ${index + 1} (${collection}${typeof row.item === 'object' && row.item?.id !== undefined ? ` #${String(row.item.id)}` : ''})`;
    const type = blockTypeOfCollection(collection, prefix);
    if (!type || !isBlockType(type)) {
      log(`[content] ${where}: ${label} left out: unknown block type.`);
      return;
    }
    if (typeof row.item !== 'object' || row.item === null) {
      log(`[content] ${where}: ${label} left out: its record could not be read.`);
      return;
    }
    // The English record decides whether the block is shown; a translation only changes words.
    const english = row.englishItem ?? row.item;
    const parsed = BLOCK_CATALOG[type].schema.safeParse(english);
    if (!parsed.success) {
      log(`[content] ${where}: ${label} left out: ${describeIssues(parsed.error)}.`);
      return;
    }
    const data = row.englishItem
      ? parseTranslation(type, row.item, row.englishItem, (line) =>
          log(`[i18n] ${where}: ${label}: ${line}`),
        )
      : parsed.data;
    const item = row.item.id;
    blocks.push({
      id: `${type}-${String(item ?? row.id ?? index)}`,
      type,
      data,
      // A block added in a content version has no record yet (Directus reads its id as null).
      ...(withSource && (typeof item === 'string' || typeof item === 'number')
        ? { source: { collection, item } }
        : {}),
    } as PageBlock);
  });
  return blocks;
}
