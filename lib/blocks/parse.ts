/**
 * Turns a page's block rows, as Directus sends them through the page's `blocks` many-to-any
 * relation, into validated PageBlocks. A row that is hidden is skipped; a row of an unknown
 * type or whose record fails its schema is left out with one log line naming the page, the
 * block and the field, and the rest of the page still renders.
 */
import type { z } from 'zod';
import { BLOCK_CATALOG, isBlockType, type PageBlock } from './catalog';

/** A junction row of `{prefix}_pages_blocks` with its block record expanded (`item.*`). */
export interface RawBlockRow {
  id?: string | number | null;
  sort?: number | null;
  hide_block?: boolean | null;
  /** The block's collection, e.g. 'octaacer_block_cards'. */
  collection?: string | null;
  /** The block record; an id when the token may not read its collection. */
  item?: Record<string, unknown> | string | number | null;
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
    const parsed = BLOCK_CATALOG[type].schema.safeParse(row.item);
    if (!parsed.success) {
      log(`[content] ${where}: ${label} left out: ${describeIssues(parsed.error)}.`);
      return;
    }
    const item = row.item.id;
    blocks.push({
      id: `${type}-${String(item ?? row.id ?? index)}`,
      type,
      data: parsed.data,
      // A block added in a content version has no record yet (Directus reads its id as null).
      ...(withSource && (typeof item === 'string' || typeof item === 'number')
        ? { source: { collection, item } }
        : {}),
    } as PageBlock);
  });
  return blocks;
}
