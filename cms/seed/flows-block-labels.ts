/**
 * The "Label blocks in the Blocks list" Flow. A page's Blocks list (Directus's many-to-any list)
 * names each row by its `prefix` template, rendered from the row itself: the block's type and
 * whether it is hidden are not words there (the type is a collection name, `hide_block` renders
 * "true"). Each row keeps two labels instead, set by this blocking Flow whenever a row is created
 * or its Hide switch saved: `block_type` ("Call to action band") and `hidden_marker`
 * ("Hidden · " or empty), so a hidden block reads "Hidden · Call to action band" in the list.
 */
import { BLOCK_CATALOG, BLOCK_TYPES } from '@/blocks/catalog';
import { blockCollectionName } from '@/lib/blocks/parse';
import { BLOCK_PARENTS, blocksJunctionName } from '@/lib/blocks/parents';
import type { DirectusAdmin } from './directus-admin';
import { ensureFlow, type FlowSpec } from './flows-redirects';

export const BLOCK_LABELS_FLOW_NAME = 'Label blocks in the Blocks list';
export const HIDDEN_MARKER = 'Hidden · ';
/** The Blocks list's row template (the list-m2a `prefix` option). */
export const BLOCK_ROW_PREFIX = '{{hidden_marker}}{{block_type}}';

/** Each block collection's name for people ("Hero", "Call to action band"). */
export function blockTypeLabels(prefix: string): Record<string, string> {
  return Object.fromEntries(
    BLOCK_TYPES.map((type) => [blockCollectionName(type, prefix), BLOCK_CATALOG[type].label]),
  );
}

/** The labels a row should carry (what the seed writes on rows made before the Flow). */
export function rowLabels(
  row: { collection?: string | null; hide_block?: boolean | null },
  prefix: string,
): { block_type: string | null; hidden_marker: string } {
  return {
    block_type: (row.collection && blockTypeLabels(prefix)[row.collection]) || null,
    hidden_marker: row.hide_block ? HIDDEN_MARKER : '',
  };
}

/**
 * The Run Script: the trigger's payload with its labels. It never throws (a blocking Flow that
 * fails would refuse the editor's save): on any surprise the payload goes on unchanged.
 */
export function blockLabelScript(prefix: string): string {
  return `var TYPES = ${JSON.stringify(blockTypeLabels(prefix))};
var HIDDEN = ${JSON.stringify(HIDDEN_MARKER)};
module.exports = function (data) {
  var trigger = data.$trigger || {};
  var payload = trigger.payload;
  try {
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    var labelled = Object.assign({}, payload);
    if (typeof payload.collection === 'string' && TYPES[payload.collection])
      labelled.block_type = TYPES[payload.collection];
    if ('hide_block' in payload) labelled.hidden_marker = payload.hide_block ? HIDDEN : '';
    else if (/create$/.test(String(trigger.event || ''))) labelled.hidden_marker = '';
    return labelled;
  } catch (error) {
    return payload;
  }
};`;
}

export const blockJunctions = (prefix: string) =>
  BLOCK_PARENTS.map((parent) => blocksJunctionName(parent, prefix));

export function blockLabelsFlow(prefix: string): FlowSpec {
  return {
    name: BLOCK_LABELS_FLOW_NAME,
    icon: 'label',
    description:
      "Keeps each block row's type and Hidden mark, which the Blocks list shows before its title.",
    options: {
      type: 'filter',
      scope: ['items.create', 'items.update'],
      collections: blockJunctions(prefix),
      // A blocking Flow's result replaces the payload: the labelled row is what is saved.
      return: '$last',
    },
    first: 'label',
    operations: {
      label: {
        type: 'exec',
        name: 'Label the row',
        options: { code: blockLabelScript(prefix) },
      },
    },
  };
}

/** The Flow, then the labels of rows saved before it existed. */
export async function ensureBlockLabels(api: DirectusAdmin, prefix: string, changes: string[]) {
  await ensureFlow(api, blockLabelsFlow(prefix), changes);
  for (const junction of blockJunctions(prefix)) {
    const rows = await api.list<{
      id: number;
      collection: string | null;
      hide_block: boolean | null;
      block_type: string | null;
      hidden_marker: string | null;
    }>(`/items/${junction}`, { fields: 'id,collection,hide_block,block_type,hidden_marker' });
    const stale = new Map<string, { data: ReturnType<typeof rowLabels>; keys: number[] }>();
    for (const row of rows) {
      const wanted = rowLabels(row, prefix);
      if (wanted.block_type === row.block_type && wanted.hidden_marker === row.hidden_marker)
        continue;
      const key = JSON.stringify(wanted);
      const group = stale.get(key) ?? { data: wanted, keys: [] };
      group.keys.push(row.id);
      stale.set(key, group);
    }
    for (const { data, keys } of stale.values())
      await api.request('PATCH', `/items/${junction}`, { keys, data });
    const count = [...stale.values()].reduce((sum, group) => sum + group.keys.length, 0);
    if (count > 0) changes.push(`${junction}: ${count} rows labelled`);
  }
}
