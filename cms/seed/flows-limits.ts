/**
 * The "Explain refused limits" Flow: a blocking filter on creating or updating a block, or a
 * block's translation, that refuses a text over its limit with the message an editor can act on:
 * the block, the field, its length and its limit ("Call to action band block: Heading has 95
 * characters. At most 80 characters."). Directus's own validation said only "heading: Value has
 * to be null / Value doesn't have the correct format", and named no block when the block was
 * saved from its page's form. The field's validation stays as the last guard.
 */
import { BLOCK_CATALOG, BLOCK_TYPES } from '@/blocks/catalog';
import { translatedTextLimit, type BlockField } from '@/lib/blocks/fields';
import { blockCollectionName } from '@/lib/blocks/parse';
import { ensureFlow, type FlowSpec } from './flows-redirects';
import { FACT_TOKEN_SOURCE } from '@/lib/content/fact-tokens';
import type { DirectusAdmin } from './directus-admin';

export const LIMITS_FLOW_NAME = 'Explain refused limits';

interface TextLimit {
  label: string;
  max: number;
}
interface CollectionLimits {
  block: string;
  fields: Record<string, TextLimit>;
  /** A list's rows: their text fields, by the list's field name. */
  rows: Record<string, { label: string; fields: Record<string, TextLimit> }>;
}

function textLimits(
  fields: Record<string, BlockField>,
  translated: boolean,
): Record<string, TextLimit> {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([name, field]) =>
      field.kind === 'text'
        ? [
            [
              name,
              {
                label: field.label,
                max: translated ? translatedTextLimit(field.max) : field.max,
              },
            ],
          ]
        : [],
    ),
  );
}

/** Every block collection and its translations with the text limits the site enforces. */
export function blockLimits(prefix: string): Record<string, CollectionLimits> {
  const limits: Record<string, CollectionLimits> = {};
  for (const type of BLOCK_TYPES) {
    const definition = BLOCK_CATALOG[type];
    const fields = definition.fields as Record<string, BlockField>;
    for (const translated of [false, true]) {
      const rows = Object.fromEntries(
        Object.entries(fields).flatMap(([name, field]) =>
          field.kind === 'list'
            ? [
                [
                  name,
                  {
                    label: field.label,
                    fields: textLimits(field.fields as Record<string, BlockField>, translated),
                  },
                ],
              ]
            : [],
        ),
      );
      const collection = blockCollectionName(type, prefix);
      limits[translated ? `${collection}_translations` : collection] = {
        block: `${definition.label} block${translated ? ' (translation)' : ''}`,
        fields: textLimits(fields, translated),
        rows,
      };
    }
  }
  return limits;
}

/**
 * The check (a Run Script operation). In: the trigger (collection, payload). Out:
 * { refused, message } naming the first text over its limit.
 */
export function limitCheckScript(prefix: string): string {
  return `var LIMITS = ${JSON.stringify(blockLimits(prefix))};
module.exports = function (data) {
  var trigger = data.$trigger || {};
  var limits = LIMITS[trigger.collection];
  var payload = trigger.payload || {};
  var ok = { refused: false, message: '' };
  if (!limits || typeof payload !== 'object') return ok;
  // A fact token ({fact:projects}) counts as one character, as the site's schema counts it.
  var length = function (value) {
    return Array.from(value.trim().replace(/${FACT_TOKEN_SOURCE}/g, '#')).length;
  };
  var over = function (value, limit) {
    return typeof value === 'string' && length(value) > limit.max;
  };
  var say = function (where, value, limit) {
    return limits.block + ': ' + where + ' has ' + length(value) +
      ' characters. At most ' + limit.max + ' characters.';
  };
  for (var name in limits.fields) {
    if (over(payload[name], limits.fields[name]))
      return { refused: true, message: say(limits.fields[name].label, payload[name], limits.fields[name]) };
  }
  for (var list in limits.rows) {
    var rows = payload[list];
    if (!Array.isArray(rows)) continue;
    for (var i = 0; i < rows.length; i += 1) {
      var row = rows[i] || {};
      var fields = limits.rows[list].fields;
      for (var field in fields) {
        if (over(row[field], fields[field]))
          return {
            refused: true,
            message: say(limits.rows[list].label + ', row ' + (i + 1) + ', ' + fields[field].label, row[field], fields[field]),
          };
      }
    }
  }
  return ok;
};`;
}

export function limitsFlow(prefix: string): FlowSpec {
  return {
    name: LIMITS_FLOW_NAME,
    icon: 'rule',
    description:
      'Refuses a block text over its limit with a message naming the block, the field and the limit.',
    options: {
      type: 'filter',
      scope: ['items.create', 'items.update'],
      collections: Object.keys(blockLimits(prefix)),
    },
    first: 'check',
    operations: {
      check: {
        type: 'exec',
        name: 'Measure the texts',
        options: { code: limitCheckScript(prefix) },
        resolve: 'is_over',
        reject: 'log_check_failed',
      },
      is_over: {
        type: 'condition',
        name: 'Over a limit?',
        options: { filter: { check: { refused: { _eq: true } } } },
        resolve: 'refuse',
        reject: 'within',
      },
      refuse: {
        type: 'throw-error',
        name: 'Refuse the save',
        options: { code: 'INVALID_PAYLOAD', status: '400', message: '{{check.message}}' },
      },
      within: { type: 'transform', name: 'Within limits', options: { json: { refused: false } } },
      log_check_failed: {
        type: 'log',
        name: 'Log: limit check failed',
        // Directus's own validation still guards the limit.
        options: { message: 'Block limit check failed; the save goes on. {{$last}}' },
      },
    },
  };
}

export async function ensureLimitsFlow(api: DirectusAdmin, prefix: string, changes: string[]) {
  await ensureFlow(api, limitsFlow(prefix), changes);
}
