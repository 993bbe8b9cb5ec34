/**
 * cms:seed for campaign pages: the lead contexts, every page's permalink (and the landing pages'
 * context, sticky call to action and SEO words), and the "Duplicate Page" Flow: a manual action
 * on a page that copies it with new block records as a draft under a new slug and permalink.
 * Idempotent like the rest of the seed: what is in place (or an editor changed) is left alone.
 */
import { cmsCollectionName } from '@/lib/cms/config';
import { blockCollectionName } from '@/lib/blocks/parse';
import { PICTURE_LISTS, PICTURE_ROW_BLOCK_FIELD } from '@/lib/blocks/picture-lists';
import { fallbackPages } from '@/content-fallback/pages';
import { fallbackLandingPages } from '@/content-fallback/pages/landing-pages';
import {
  fallbackLeadContexts,
  LEAD_INDUSTRY_OPTIONS,
  type LeadContextOptions,
} from '@/content-fallback/lead-modal-options';
import type { AdminApi } from './directus-admin';

type Json = Record<string, unknown>;

export const DUPLICATE_FLOW_NAME = 'Duplicate Page';

/** A lead context as its lead_contexts record: goals and needs as repeater rows. */
export function toLeadContextRecord(context: LeadContextOptions): Json {
  return {
    key: context.key,
    title: context.title,
    goals: context.goals.map(({ value, label }) => ({ value, label })),
    needs: LEAD_INDUSTRY_OPTIONS.flatMap(({ value: industry }) => {
      const needs = context.needs[industry];
      if (!needs) return [];
      return [
        ...needs.challenges.map(({ value, label }) => ({
          industry,
          kind: 'challenge',
          value,
          label,
        })),
        ...needs.useCases.map(({ value, label }) => ({ industry, kind: 'use-case', value, label })),
      ];
    }),
  };
}

/** The permalink of each bundled page record: its canonical path ('/' for home, /lp/… for landing pages). */
export function bundledPermalinks(): Map<string, string> {
  return new Map([
    ...fallbackPages.map((page) => [page.slug, page.canonicalLink ?? `/${page.slug}`] as const),
    ...fallbackLandingPages.map((page) => [page.slug, page.permalink] as const),
  ]);
}

/** Lead contexts, then the pages' permalinks and the landing pages' fields that are still empty. */
export async function ensureCampaignPages(api: AdminApi, prefix: string, changes: string[]) {
  const contexts = cmsCollectionName('lead_contexts', prefix);
  const existing = new Set(
    (await api.list<{ key: string }>(`/items/${contexts}`, { fields: 'key' })).map(
      (row) => row.key,
    ),
  );
  const missing = fallbackLeadContexts.filter((context) => !existing.has(context.key));
  if (missing.length > 0) {
    await api.request('POST', `/items/${contexts}`, missing.map(toLeadContextRecord));
    changes.push(`${contexts}: ${missing.length} created`);
  }

  const pages = cmsCollectionName('pages', prefix);
  const records = await api.list<Json & { id: number; slug: string }>(`/items/${pages}`, {
    fields: 'id,slug,permalink,lead_context,title,meta_description,hero_section',
  });
  // A page owns its hero by link, never by a hero whose key happens to be its slug: a copy or a
  // renamed page keeps its hero.
  const heroes = await api.list<{ id: number; key: string | null }>('/items/hero_section', {
    fields: 'id,key',
  });
  const heroByKey = new Map(heroes.map((hero) => [hero.key, hero.id]));
  const permalinks = bundledPermalinks();
  let filled = 0;
  for (const record of records) {
    const landing = fallbackLandingPages.find((page) => page.slug === record.slug);
    const wanted: Json = {
      permalink: permalinks.get(record.slug),
      lead_context: landing?.leadContext,
      title: landing?.title,
      meta_description: landing?.description,
      hero_section: heroByKey.get(record.slug),
    };
    const patch = Object.fromEntries(
      Object.entries(wanted).filter(
        ([field, value]) => value !== undefined && (record[field] ?? '') === '',
      ),
    );
    if (Object.keys(patch).length === 0) continue;
    await api.request('PATCH', `/items/${pages}/${record.id}`, patch);
    filled += 1;
  }
  if (filled > 0)
    changes.push(`${pages}: permalinks, heroes and campaign fields for ${filled} pages`);
}

/**
 * The Flow's script (a Directus "Run Script" operation, run in its sandbox: plain JavaScript, no
 * imports). From the pages read by `read_page` it builds one new draft each, every record a new
 * one: the page (slug and permalink with a '-copy-{stamp}' suffix, its title marked as a copy),
 * its hero, each block, and a new translation row for every language of each of them. A
 * translations list is never passed on as ids: Directus would move those rows to the copy and
 * the original would lose its Arabic and Turkish. A block's picture list (`lists`: block
 * collection → its list fields) is copied the same way: new rows pointing at the same files.
 */
export const duplicatePageScript = (
  pages: string,
  lists: Record<string, string[]> = {},
) => `module.exports = async function (data) {
  var pages = [].concat(data.read_page || []);
  var LISTS = ${JSON.stringify(lists)};
  var stamp = Date.now().toString(36);
  var OWN = ['id', 'date_created', 'date_updated', 'user_created', 'user_updated'];
  var isRecord = function (value) { return value !== null && typeof value === 'object' && !Array.isArray(value); };
  // A translation row without its id and the link to its record: created anew for the copy.
  var copyRows = function (rows, link) {
    return rows.filter(isRecord).map(function (row) {
      var copy = {};
      for (var key in row) if (key !== 'id' && key !== link) copy[key] = row[key];
      return copy;
    });
  };
  // A record of 'collection' as new: no id or stamps; its translations copied, never moved.
  var copyOf = function (record, collection) {
    var copy = {};
    for (var key in record) if (OWN.indexOf(key) === -1) copy[key] = record[key];
    if ('translations' in copy) {
      var rows = Array.isArray(record.translations) ? record.translations : [];
      if (rows.every(isRecord)) copy.translations = copyRows(rows, collection + '_id');
      else delete copy.translations;
    }
    (LISTS[collection] || []).forEach(function (field) {
      if (!(field in copy)) return;
      var listRows = Array.isArray(record[field]) ? record[field] : [];
      // Rows read as ids would be moved, like translations: copied only when read whole.
      if (!listRows.every(isRecord)) { delete copy[field]; return; }
      copy[field] = listRows.map(function (row) {
        var rowCopy = copyOf(row, collection + '_' + field);
        delete rowCopy.${PICTURE_ROW_BLOCK_FIELD};
        return rowCopy;
      });
    });
    return copy;
  };
  return pages.map(function (page) {
    var copy = copyOf(page, ${JSON.stringify(pages)});
    copy.status = 'draft';
    // A copy runs no experiment and keeps none of the original's schedule (it would go live).
    if ('experiment' in page) copy.experiment = 'off';
    if ('publish_at' in page) copy.publish_at = null;
    if ('unpublish_at' in page) copy.unpublish_at = null;
    copy.slug = page.slug + '-copy-' + stamp;
    copy.permalink = page.permalink ? page.permalink.replace(/\\/+$/, '') + '-copy-' + stamp : null;
    if (typeof page.title === 'string' && page.title !== '') copy.title = 'Copy of ' + page.title;
    if (isRecord(page.hero_section)) {
      copy.hero_section = copyOf(page.hero_section, 'hero_section');
      if ('key' in copy.hero_section) copy.hero_section.key = copy.slug;
    } else {
      // Never the original's hero by id: editing it would change both pages.
      copy.hero_section = null;
    }
    copy.blocks = (page.blocks || []).filter(isRecord).map(function (row) {
      return {
        collection: row.collection,
        sort: row.sort,
        hide_block: row.hide_block,
        item: isRecord(row.item) ? copyOf(row.item, row.collection) : row.item,
      };
    });
    return copy;
  });
};`;

/** The Flow's operations: read the chosen pages, build the copies, create them, tell the editor. */
export function duplicateOperations(prefix: string) {
  const collection = cmsCollectionName('pages', prefix);
  const lists: Record<string, string[]> = {};
  for (const list of PICTURE_LISTS) {
    const block = blockCollectionName(list.type, prefix);
    lists[block] = [...(lists[block] ?? []), list.field];
  }
  // `blocks.item.{field}`: Directus ignores `blocks.item:{collection}.…` beside `blocks.item.*`.
  const listFields = [...new Set(PICTURE_LISTS.map(({ field }) => field))].flatMap((field) => [
    `blocks.item.${field}.*`,
    `blocks.item.${field}.translations.*`,
  ]);
  return {
    read_page: {
      type: 'item-read',
      name: 'Read the page and its blocks',
      options: {
        collection,
        key: '{{$trigger.body.keys}}',
        permissions: '$full',
        query: {
          fields: [
            '*',
            'translations.*',
            'hero_section.*',
            'hero_section.translations.*',
            'blocks.collection',
            'blocks.sort',
            'blocks.hide_block',
            'blocks.item.*',
            'blocks.item.translations.*',
            ...listFields,
          ],
        },
      },
    },
    copy_page: {
      type: 'exec',
      name: 'Copy as a draft: new hero, blocks and translations',
      options: { code: duplicatePageScript(collection, lists) },
    },
    create_copy: {
      type: 'item-create',
      name: 'Create the copy',
      options: {
        collection,
        payload: '{{copy_page}}',
        permissions: '$full',
        emitEvents: true,
      },
    },
    // Directus cannot open an item when a Flow ends: the editor who ran it gets a notification
    // (the bell) that opens the copy.
    notify_editor: {
      type: 'notification',
      name: 'Tell the editor where the copy is',
      options: {
        recipient: '{{$accountability.user}}',
        subject: 'Duplicate Page: {{copy_page[0].title}} is ready',
        message:
          'A draft with its own hero, blocks and translations. Open it from this notification, retitle it and give it its permalink before publishing.',
        collection,
        item: '{{create_copy[0]}}',
        permissions: '$full',
      },
    },
  };
}

/** "Duplicate Page": a button on a page's form (a manual Flow, as in Directus's Next.js starter). */
export async function ensureDuplicatePageFlow(api: AdminApi, prefix: string, changes: string[]) {
  const flowOptions = {
    collections: [cmsCollectionName('pages', prefix)],
    location: 'item',
    requireConfirmation: false,
  };
  type Flow = { id: string; options: unknown; status: string };
  let [flow] = await api.list<Flow>('/flows', {
    'filter[name][_eq]': DUPLICATE_FLOW_NAME,
    fields: 'id,options,status',
  });
  if (!flow) {
    flow = await api.request<Flow>('POST', '/flows', {
      name: DUPLICATE_FLOW_NAME,
      icon: 'content_copy',
      description:
        'Copies the page with its blocks (new block records) as a draft with a new slug and permalink.',
      status: 'active',
      trigger: 'manual',
      accountability: 'all',
      options: flowOptions,
    });
    changes.push(`flow ${DUPLICATE_FLOW_NAME}`);
  } else if (
    JSON.stringify(flow.options) !== JSON.stringify(flowOptions) ||
    flow.status !== 'active'
  ) {
    await api.request('PATCH', `/flows/${flow.id}`, { options: flowOptions, status: 'active' });
    changes.push(`flow ${DUPLICATE_FLOW_NAME}: trigger updated`);
  }
  const wanted = duplicateOperations(prefix);
  type Operation = {
    id: string;
    key: string;
    type: string;
    options: unknown;
    resolve: string | null;
  };
  const operations = await api.list<Operation>('/operations', {
    'filter[flow][_eq]': flow.id,
    fields: 'id,key,type,options,resolve',
  });
  const byKey = new Map(operations.map((operation) => [operation.key, operation]));
  const same = (key: keyof typeof wanted) =>
    byKey.get(key)?.type === wanted[key].type &&
    JSON.stringify(byKey.get(key)?.options) === JSON.stringify(wanted[key].options);
  if (
    operations.length === 4 &&
    same('read_page') &&
    same('copy_page') &&
    same('create_copy') &&
    same('notify_editor') &&
    byKey.get('read_page')?.resolve === byKey.get('copy_page')?.id &&
    byKey.get('copy_page')?.resolve === byKey.get('create_copy')?.id &&
    byKey.get('create_copy')?.resolve === byKey.get('notify_editor')?.id
  )
    return;

  await api.request('PATCH', `/flows/${flow.id}`, { operation: null });
  if (operations.length > 0)
    await api.request(
      'DELETE',
      '/operations',
      operations.map((operation) => operation.id),
    );
  const create = (key: keyof typeof wanted, x: number, resolve: string | null) =>
    api.request<{ id: string }>('POST', '/operations', {
      flow: flow.id,
      key,
      ...wanted[key],
      position_x: x,
      position_y: 1,
      resolve,
      reject: null,
    });
  const notified = await create('notify_editor', 73, null);
  const created = await create('create_copy', 55, notified.id);
  const copied = await create('copy_page', 37, created.id);
  const read = await create('read_page', 19, copied.id);
  await api.request('PATCH', `/flows/${flow.id}`, { operation: read.id });
  changes.push(
    operations.length > 0
      ? `flow ${DUPLICATE_FLOW_NAME}: operations replaced`
      : `flow ${DUPLICATE_FLOW_NAME}: read, copy, create and notify`,
  );
}
