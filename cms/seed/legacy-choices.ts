/**
 * cms:seed for block fields that became choices (ChoiceField.legacy in lib/blocks/fields.ts): a
 * service showcase row's icon was a site path and an automation platform's logo a typed brand.
 * Directus keeps what an editor wrote, so the seed rewrites each old value as the choice it
 * meant, in the blocks and in their translation rows (which copy a block's lists), and leaves
 * everything else as it is.
 */
import { BLOCK_CATALOG, BLOCK_TYPES, type BlockType } from '@/blocks/catalog';
import {
  currentChoice,
  type BlockField,
  type ChoiceField,
  type RowField,
} from '@/lib/blocks/fields';
import { blockCollectionName } from '@/lib/blocks/parse';
import { translationsCollectionName } from '@/lib/cms/translation-names';

import type { AdminApi } from './directus-admin';

type Json = Record<string, unknown>;

/** A choice with a legacy reader in the rows of a block's list. */
export interface LegacyChoice {
  type: BlockType;
  list: string;
  field: string;
  choice: ChoiceField;
}

export const LEGACY_CHOICES: readonly LegacyChoice[] = BLOCK_TYPES.flatMap((type) =>
  (Object.entries(BLOCK_CATALOG[type].fields) as [string, BlockField][]).flatMap(
    ([list, definition]) =>
      definition.kind === 'list'
        ? (Object.entries(definition.fields) as [string, RowField][]).flatMap(
            ([field, rowField]) =>
              rowField.kind === 'choice' && rowField.legacy
                ? [{ type, list, field, choice: rowField }]
                : [],
          )
        : [],
  ),
);

/**
 * A list's rows with each old value of `field` as its choice (else the field's default); null
 * when no row changes.
 */
export function rowsWithCurrentChoice(
  rows: unknown,
  field: string,
  choice: ChoiceField,
): Json[] | null {
  if (!Array.isArray(rows) || !choice.legacy) return null;
  const values = choice.choices.map((option) => option.value);
  let changed = false;
  const next = rows.map((row: unknown) => {
    if (!row || typeof row !== 'object' || !(field in row)) return row as Json;
    const value = (row as Json)[field];
    const current = currentChoice(value, values, choice.legacy!) ?? choice.default;
    if (current === value || value === null || value === undefined) return row as Json;
    changed = true;
    return { ...(row as Json), [field]: current };
  });
  return changed ? next : null;
}

/** Rewrites the old values of every legacy choice in Directus; call after the schema is applied. */
export async function migrateLegacyChoices(
  api: AdminApi,
  prefix: string,
  changes: string[],
): Promise<void> {
  const fields = await api.list<{ collection: string; field: string }>('/fields');
  const has = (collection: string, field: string) =>
    fields.some((entry) => entry.collection === collection && entry.field === field);
  for (const { type, list, field, choice } of LEGACY_CHOICES) {
    const block = blockCollectionName(type, prefix);
    for (const collection of [block, translationsCollectionName(block)]) {
      if (!has(collection, list)) continue;
      const records = await api.list<Json & { id: number }>(`/items/${collection}`, {
        fields: `id,${list}`,
      });
      let rewritten = 0;
      for (const record of records) {
        const rows = rowsWithCurrentChoice(record[list], field, choice);
        if (!rows) continue;
        await api.request('PATCH', `/items/${collection}/${record.id}`, { [list]: rows });
        rewritten += 1;
      }
      if (rewritten > 0)
        changes.push(`${collection}.${list}: ${field} of ${rewritten} records read as a choice`);
    }
  }
}
