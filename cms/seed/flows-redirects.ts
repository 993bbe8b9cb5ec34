/**
 * What cms:seed sets up for editors' redirects, beyond the schema:
 *  - read access to the Redirects collection for the site's read-only policy (the middleware
 *    reads it with the site token), and the bundled redirects of content-fallback/ (only missing
 *    ones, so editors' changes are kept);
 *  - the "Refuse redirect loops" Flow: a blocking filter on creating or updating a redirect that
 *    reads the other redirects and refuses, with a message the editor sees, one that points at
 *    itself or closes a loop;
 *  - the "Redirect old URLs on a slug change" Flow: a blocking filter on updating a service,
 *    industry, project or page that reads the items before the change (a filter sees only the
 *    payload) and adds a 301 from the old URL to the new one.
 * Every operation of both Flows has a route for its failure that logs and lets the save go on:
 * the only thing that stops an editor's save is the loop refusal.
 */
import type { DirectusAdmin } from './directus-admin';
import { fallbackRedirects } from '@/content-fallback/redirects';
import { redirectsCollectionName } from '@/lib/redirects/cms-source';

export const LOOP_FLOW_NAME = 'Refuse redirect loops';
export const SLUG_FLOW_NAME = 'Redirect old URLs on a slug change';

/**
 * The matching key of a path, as lib/redirects/table.ts redirectKey computes it (the Flows' scripts
 * run inside Directus and cannot import it; a unit test holds the two to the same cases).
 */
export const REDIRECT_KEY_JS = `function redirectKey(path) {
  var bare = String(path).split(/[?#]/, 1)[0] || '';
  var decoded = bare;
  try { decoded = decodeURI(bare); } catch (error) { /* matched as written */ }
  var collapsed = decoded.toLowerCase().replace(/\\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\\/+$/, '') : collapsed;
}`;

/**
 * The loop check (a Run Script operation). In: the trigger (payload, keys on update) and every
 * stored redirect. Out: { refused, message }. Follows each new or changed redirect to the end of
 * its chain and refuses it when the chain comes back to a path it already passed.
 */
export const LOOP_CHECK_SCRIPT = `${REDIRECT_KEY_JS}
module.exports = function (data) {
  var trigger = data.$trigger || {};
  var payload = trigger.payload || {};
  var keys = (trigger.keys || []).map(String);
  var stored = Array.isArray(data.redirects) ? data.redirects : [];
  var has = function (field) { return Object.prototype.hasOwnProperty.call(payload, field); };
  var rules = stored.map(function (row) {
    if (keys.indexOf(String(row.id)) === -1) return { from: row.url_from, to: row.url_to, changed: false };
    return {
      from: has('url_from') ? payload.url_from : row.url_from,
      to: has('url_to') ? payload.url_to : row.url_to,
      changed: true,
    };
  });
  if (/create$/.test(String(trigger.event || ''))) {
    rules.push({ from: payload.url_from, to: payload.url_to, changed: true });
  }
  var byFrom = {};
  rules.forEach(function (rule) {
    if (typeof rule.from === 'string' && !(redirectKey(rule.from) in byFrom)) byFrom[redirectKey(rule.from)] = rule;
  });
  for (var i = 0; i < rules.length; i += 1) {
    var rule = rules[i];
    if (!rule.changed || typeof rule.from !== 'string' || typeof rule.to !== 'string') continue;
    if (redirectKey(rule.from) === redirectKey(rule.to)) {
      return {
        refused: true,
        message: 'A redirect from ' + rule.from + ' to itself would never end: visitors could not open the page. Choose another target.',
      };
    }
    var seen = [redirectKey(rule.from)];
    var path = [rule.from];
    var at = rule;
    for (;;) {
      var key = redirectKey(at.to);
      path.push(at.to);
      if (seen.indexOf(key) !== -1) {
        return {
          refused: true,
          message: 'This redirect would make a loop (' + path.join(' → ') + '): visitors would never reach a page. Change its target, or change or delete the other redirect first.',
        };
      }
      seen.push(key);
      var next = byFrom[key];
      if (!next || typeof next.to !== 'string') break;
      at = next;
    }
  }
  return { refused: false, message: '' };
};`;

/** Where an item of each collection lives: services /services/{slug} …; pages at their permalink. */
export function slugRoutes(
  prefix: string,
): Record<string, { field: string; base: string; label: string }> {
  return {
    [`${prefix}_services`]: { field: 'slug', base: '/services/', label: 'service' },
    [`${prefix}_industries`]: { field: 'slug', base: '/industries/', label: 'industry' },
    [`${prefix}_projects`]: { field: 'slug', base: '/portfolios/', label: 'project' },
    // Pages' URLs are their permalink once the field exists; their slug is a key, not a URL.
    [`${prefix}_pages`]: { field: 'permalink', base: '', label: 'page' },
  };
}

/**
 * The redirects a slug change needs (a Run Script operation). In: the trigger (payload, keys,
 * collection), every item of the collection as it is before the save, and every redirect.
 * Out: { count, create: [...], removeIds: [0, ...] } — a 301 from each published item's old URL to
 * its new one, and the ids of the redirects that start at either URL (the old one gets the new
 * rule; the new one is a live page again). removeIds starts with 0, an id no row has, so the
 * delete's filter is never empty.
 */
export function slugRedirectScript(prefix: string): string {
  return `${REDIRECT_KEY_JS}
var ROUTES = ${JSON.stringify(slugRoutes(prefix))};
var SLUG = /^[a-z0-9][a-z0-9-]*$/i;
var SITE_PATH = /^\\/(?!\\/)[^\\s?#\\\\]*$/;
module.exports = function (data) {
  var none = { count: 0, create: [], removeIds: [0] };
  var trigger = data.$trigger || {};
  var route = ROUTES[trigger.collection];
  var payload = trigger.payload || {};
  if (!route || !Object.prototype.hasOwnProperty.call(payload, route.field)) return none;
  var keys = (trigger.keys || []).map(String);
  var items = Array.isArray(data.items) ? data.items : [];
  var redirects = Array.isArray(data.redirects) ? data.redirects : [];
  // A permalink may be written without its leading slash; a slug is one segment under its base.
  var asPath = function (value) {
    return route.base ? route.base + value : value.charAt(0) === '/' ? value : '/' + value;
  };
  var next = payload[route.field];
  var valid = typeof next === 'string' && (route.base ? SLUG.test(next) : SITE_PATH.test(asPath(next)));
  // The save fails on its own (empty, invalid, or another item's slug): no redirect for it.
  if (!valid || keys.length !== 1) return none;
  var taken = items.some(function (item) {
    return keys.indexOf(String(item.id)) === -1 && item[route.field] === next;
  });
  if (taken) return none;
  var item = items.filter(function (candidate) { return String(candidate.id) === keys[0]; })[0];
  var before = item && item[route.field];
  if (!item || typeof before !== 'string' || before === '' || before === next) return none;
  // An item that was never public had no URL to keep.
  if (item.status !== undefined && item.status !== 'published') return none;
  var from = asPath(before);
  var to = asPath(next);
  if (redirectKey(from) === redirectKey(to)) return none;
  var ends = [redirectKey(from), redirectKey(to)];
  return {
    count: 1,
    create: [{
      url_from: from,
      url_to: to,
      response_code: 301,
      note: 'Added when the ' + route.label + "'s " + route.field + ' changed from "' + before + '" to "' + next + '".',
    }],
    removeIds: [0].concat(redirects.filter(function (row) {
      return typeof row.url_from === 'string' && ends.indexOf(redirectKey(row.url_from)) !== -1;
    }).map(function (row) { return row.id; })),
  };
};`;
}

export interface OperationSpec {
  type: string;
  name: string;
  options: Record<string, unknown>;
  resolve?: string;
  reject?: string;
}

export interface FlowSpec {
  name: string;
  icon: string;
  description: string;
  /** What starts it: an event (default) or a schedule (options.cron). */
  trigger?: 'event' | 'schedule';
  options: Record<string, unknown>;
  /** The first operation's key. */
  first: string;
  operations: Record<string, OperationSpec>;
}

/** An item-read operation's options: every item of `collection` the query selects, as an admin. */
export const readAsAdmin = (collection: string, query: Record<string, unknown>) => ({
  collection,
  query,
  permissions: '$full',
  emitEvents: false,
});

const logFailure = (what: string): OperationSpec => ({
  type: 'log',
  name: `Log: ${what}`,
  // The save goes on: only the refusal of a loop may stop it.
  options: { message: `${what}; the save goes on. {{$last}}` },
});

export function loopFlow(prefix: string): FlowSpec {
  const redirects = redirectsCollectionName(prefix);
  return {
    name: LOOP_FLOW_NAME,
    icon: 'block',
    description:
      'Refuses a redirect that points at itself or makes a loop with the others, with a message for the editor.',
    options: { type: 'filter', scope: ['items.create', 'items.update'], collections: [redirects] },
    first: 'redirects',
    operations: {
      redirects: {
        type: 'item-read',
        name: 'Read every redirect',
        options: readAsAdmin(redirects, { fields: ['id', 'url_from', 'url_to'], limit: -1 }),
        resolve: 'check',
        reject: 'log_read_failed',
      },
      check: {
        type: 'exec',
        name: 'Follow the new redirect',
        options: { code: LOOP_CHECK_SCRIPT },
        resolve: 'is_loop',
        reject: 'log_check_failed',
      },
      is_loop: {
        type: 'condition',
        name: 'Loop?',
        options: { filter: { check: { refused: { _eq: true } } } },
        resolve: 'refuse',
        reject: 'no_loop',
      },
      refuse: {
        type: 'throw-error',
        name: 'Refuse the save',
        options: { code: 'INVALID_PAYLOAD', status: '400', message: '{{check.message}}' },
      },
      no_loop: { type: 'transform', name: 'No loop', options: { json: { refused: false } } },
      log_read_failed: logFailure('Redirect loop check: the redirects could not be read'),
      log_check_failed: logFailure('Redirect loop check failed'),
    },
  };
}

export function slugFlow(prefix: string): FlowSpec {
  const redirects = redirectsCollectionName(prefix);
  return {
    name: SLUG_FLOW_NAME,
    icon: 'alt_route',
    description:
      "Adds a 301 from a service's, industry's, project's or page's old URL to its new one when its slug or permalink changes.",
    options: {
      type: 'filter',
      scope: ['items.update'],
      collections: Object.keys(slugRoutes(prefix)),
    },
    first: 'items',
    operations: {
      items: {
        type: 'item-read',
        name: 'Read the items before the save',
        options: readAsAdmin('{{$trigger.collection}}', { fields: ['*'], limit: -1 }),
        resolve: 'redirects',
        reject: 'log_items_failed',
      },
      redirects: {
        type: 'item-read',
        name: 'Read every redirect',
        options: readAsAdmin(redirects, { fields: ['id', 'url_from'], limit: -1 }),
        resolve: 'plan',
        reject: 'log_redirects_failed',
      },
      plan: {
        type: 'exec',
        name: 'Old URL → new URL',
        options: { code: slugRedirectScript(prefix) },
        resolve: 'moved',
        reject: 'log_plan_failed',
      },
      moved: {
        type: 'condition',
        name: 'URL changed?',
        options: { filter: { plan: { count: { _gt: 0 } } } },
        resolve: 'remove_stale',
        reject: 'unchanged',
      },
      remove_stale: {
        type: 'item-delete',
        name: 'Remove redirects from either URL',
        options: {
          collection: redirects,
          query: { filter: { id: { _in: '{{plan.removeIds}}' } } },
          permissions: '$full',
          emitEvents: false,
        },
        resolve: 'create',
        reject: 'log_remove_failed',
      },
      create: {
        type: 'item-create',
        name: 'Add the 301',
        // Events on: the loop check sees it like an editor's redirect.
        options: {
          collection: redirects,
          payload: '{{plan.create}}',
          permissions: '$full',
          emitEvents: true,
        },
        reject: 'log_create_failed',
      },
      unchanged: { type: 'transform', name: 'URL unchanged', options: { json: { count: 0 } } },
      log_items_failed: logFailure('Slug redirect: the items could not be read'),
      log_redirects_failed: logFailure('Slug redirect: the redirects could not be read'),
      log_plan_failed: logFailure('Slug redirect: the plan failed'),
      log_remove_failed: logFailure('Slug redirect: the old redirects could not be removed'),
      log_create_failed: logFailure('Slug redirect: the 301 could not be added'),
    },
  };
}

type StoredOperation = {
  id: string;
  key: string;
  type: string;
  options: unknown;
  resolve: string | null;
  reject: string | null;
};

/** Creates or updates a Flow and its operations; an unchanged Flow is left alone. */
export async function ensureFlow(api: DirectusAdmin, spec: FlowSpec, changes: string[]) {
  const [existing] = await api.list<{
    id: string;
    options: unknown;
    status: string;
    operation: string | null;
  }>('/flows', { 'filter[name][_eq]': spec.name, fields: 'id,options,status,operation' });
  let flowId = existing?.id;
  if (!existing) {
    const created = await api.request<{ id: string }>('POST', '/flows', {
      name: spec.name,
      icon: spec.icon,
      description: spec.description,
      status: 'active',
      trigger: spec.trigger ?? 'event',
      accountability: 'all',
      options: spec.options,
    });
    flowId = created.id;
    changes.push(`flow ${spec.name}`);
  } else if (
    JSON.stringify(existing.options) !== JSON.stringify(spec.options) ||
    existing.status !== 'active'
  ) {
    await api.request('PATCH', `/flows/${existing.id}`, {
      options: spec.options,
      status: 'active',
    });
    changes.push(`flow ${spec.name}: trigger updated`);
  }

  const stored = await api.list<StoredOperation>('/operations', {
    'filter[flow][_eq]': flowId!,
    fields: 'id,key,type,options,resolve,reject',
  });
  const byKey = new Map(stored.map((operation) => [operation.key, operation]));
  const idOf = (key: string | undefined) => (key ? (byKey.get(key)?.id ?? 'missing') : null);
  const same =
    stored.length === Object.keys(spec.operations).length &&
    existing?.operation === byKey.get(spec.first)?.id &&
    Object.entries(spec.operations).every(([key, wanted]) => {
      const operation = byKey.get(key);
      return (
        operation?.type === wanted.type &&
        JSON.stringify(operation.options) === JSON.stringify(wanted.options) &&
        operation.resolve === idOf(wanted.resolve) &&
        operation.reject === idOf(wanted.reject)
      );
    });
  if (same) return;

  // Anything else (first run, an older Flow): replace the operations whole.
  await api.request('PATCH', `/flows/${flowId}`, { operation: null });
  if (stored.length > 0)
    await api.request(
      'DELETE',
      '/operations',
      stored.map((operation) => operation.id),
    );
  // An operation links to ids, so the ones it leads to are created first.
  const created = new Map<string, string>();
  const create = async (key: string, column: number, row: number): Promise<string> => {
    const done = created.get(key);
    if (done) return done;
    const { resolve, reject, ...operation } = spec.operations[key]!;
    const resolveId = resolve ? await create(resolve, column + 1, row) : null;
    const rejectId = reject ? await create(reject, column + 1, row + 1) : null;
    const { id } = await api.request<{ id: string }>('POST', '/operations', {
      flow: flowId,
      key,
      ...operation,
      position_x: 19 + column * 18,
      position_y: 1 + row * 18,
      resolve: resolveId,
      reject: rejectId,
    });
    created.set(key, id);
    return id;
  };
  const first = await create(spec.first, 0, 0);
  await api.request('PATCH', `/flows/${flowId}`, { operation: first });
  changes.push(`flow ${spec.name}: operations ${stored.length > 0 ? 'replaced' : 'created'}`);
}

/** The site's read-only policy may read the redirects: the middleware asks with its token. */
async function ensureRedirectsReadable(
  api: DirectusAdmin,
  prefix: string,
  sitePolicyName: string,
  changes: string[],
) {
  const collection = redirectsCollectionName(prefix);
  const [policy] = await api.list<{ id: string }>('/policies', {
    'filter[name][_eq]': sitePolicyName,
    fields: 'id',
  });
  if (!policy) return;
  const [granted] = await api.list('/permissions', {
    'filter[policy][_eq]': policy.id,
    'filter[collection][_eq]': collection,
    'filter[action][_eq]': 'read',
    fields: 'id',
  });
  if (granted) return;
  await api.request('POST', '/permissions', {
    policy: policy.id,
    collection,
    action: 'read',
    fields: ['*'],
    permissions: {},
    validation: {},
  });
  changes.push(`read permissions: ${collection}`);
}

/** The bundled redirects that the CMS does not have yet (by their from path). */
async function importFallbackRedirects(api: DirectusAdmin, prefix: string, changes: string[]) {
  if (fallbackRedirects.length === 0) return;
  const collection = redirectsCollectionName(prefix);
  const stored = await api.list<{ url_from: string }>(`/items/${collection}`, {
    fields: 'url_from',
  });
  const known = new Set(stored.map((row) => row.url_from.toLowerCase()));
  const missing = fallbackRedirects.filter((rule) => !known.has(rule.from.toLowerCase()));
  if (missing.length === 0) return;
  await api.request(
    'POST',
    `/items/${collection}`,
    missing.map((rule) => ({ url_from: rule.from, url_to: rule.to, response_code: rule.status })),
  );
  changes.push(`${collection}: ${missing.length} created`);
}

export async function ensureRedirects(
  api: DirectusAdmin,
  prefix: string,
  sitePolicyName: string,
  changes: string[],
) {
  await ensureRedirectsReadable(api, prefix, sitePolicyName, changes);
  // The loop check first: the bundled redirects and every later one pass through it.
  await ensureFlow(api, loopFlow(prefix), changes);
  await ensureFlow(api, slugFlow(prefix), changes);
  await importFallbackRedirects(api, prefix, changes);
}
