/**
 * cms:seed for scheduled campaigns: the "Campaign schedule" Flow. Every 15 seconds it publishes
 * the draft pages whose Publish at has come, and ends the published ones whose Unpublish at has
 * come: a 301 from the page's URL to the page the editor chose (else the home page) is added to
 * Redirects first, then the page is archived. Both saves emit events, so the revalidation Flow
 * makes the change live and the loop check sees the 301 like an editor's: live within a minute
 * of the time. A failing step logs and changes nothing after it (a page is never archived
 * without its 301).
 */
import { cmsCollectionName } from '@/lib/cms/config';
import { redirectsCollectionName } from '@/lib/redirects/cms-source';
import type { DirectusAdmin } from './directus-admin';
import { ensureFlow, readAsAdmin, REDIRECT_KEY_JS, type FlowSpec } from './flows-redirects';

export const SCHEDULE_FLOW_NAME = 'Campaign schedule';
/** Seconds-first cron (Directus's `cron` package): every 15 s, well inside the minute promised. */
export const SCHEDULE_CRON = '*/15 * * * * *';

/**
 * The plan (a Run Script operation). In: the pages due to go live, the pages due to end (with the
 * page chosen for their visitors) and every redirect. Out: the status of each page, the 301s to
 * add, the redirects from those URLs to remove (an ended URL's old redirect, or one that would
 * shadow a page going live), and how many pages change.
 */
export const SCHEDULE_PLAN_SCRIPT = `${REDIRECT_KEY_JS}
module.exports = function (data) {
  var updates = [];
  var create = [];
  var removeIds = [];
  var freed = {};
  (data.due_end || []).forEach(function (page) {
    updates.push({ id: page.id, status: 'archived' });
    if (!page.permalink || redirectKey(page.permalink) === '/') return;
    var chosen = page.ended_redirect;
    var target = chosen && chosen.status === 'published' && chosen.permalink ? chosen.permalink : '/';
    if (redirectKey(target) === redirectKey(page.permalink)) target = '/';
    freed[redirectKey(page.permalink)] = true;
    create.push({ url_from: page.permalink, url_to: target, response_code: 301 });
  });
  (data.due_publish || []).forEach(function (page) {
    updates.push({ id: page.id, status: 'published' });
    if (page.permalink) freed[redirectKey(page.permalink)] = true;
  });
  (data.redirects || []).forEach(function (redirect) {
    if (freed[redirectKey(redirect.url_from)]) removeIds.push(redirect.id);
  });
  return { updates: updates, create: create, removeIds: removeIds, count: updates.length };
};`;

const logFailure = (what: string) => ({
  type: 'log',
  name: `Log: ${what}`,
  options: { message: `Campaign schedule: ${what}; nothing after it changed. {{$last}}` },
});

export function scheduleFlow(prefix: string): FlowSpec {
  const pages = cmsCollectionName('pages', prefix);
  const redirects = redirectsCollectionName(prefix);
  const read = (filter: unknown, fields: string[]) =>
    readAsAdmin(pages, { filter, fields, limit: -1 });
  return {
    name: SCHEDULE_FLOW_NAME,
    icon: 'schedule',
    description:
      'Publishes pages at their Publish at, and at their Unpublish at archives them with a 301 to the page chosen for their visitors (else the home page).',
    trigger: 'schedule',
    options: { cron: SCHEDULE_CRON },
    first: 'due_publish',
    operations: {
      due_publish: {
        type: 'item-read',
        name: 'Drafts due to go live',
        options: read(
          {
            _and: [
              { status: { _eq: 'draft' } },
              { publish_at: { _lte: '$NOW' } },
              { _or: [{ unpublish_at: { _null: true } }, { unpublish_at: { _gt: '$NOW' } }] },
            ],
          },
          ['id', 'permalink'],
        ),
        resolve: 'due_end',
        reject: 'log_publish_read_failed',
      },
      due_end: {
        type: 'item-read',
        name: 'Pages due to end',
        options: read(
          { _and: [{ status: { _eq: 'published' } }, { unpublish_at: { _lte: '$NOW' } }] },
          ['id', 'permalink', 'ended_redirect.permalink', 'ended_redirect.status'],
        ),
        resolve: 'redirects',
        reject: 'log_end_read_failed',
      },
      redirects: {
        type: 'item-read',
        name: 'Read every redirect',
        options: readAsAdmin(redirects, { fields: ['id', 'url_from'], limit: -1 }),
        resolve: 'plan',
        reject: 'log_redirects_read_failed',
      },
      plan: {
        type: 'exec',
        name: 'What changes',
        options: { code: SCHEDULE_PLAN_SCRIPT },
        resolve: 'due',
        reject: 'log_plan_failed',
      },
      due: {
        type: 'condition',
        name: 'Anything due?',
        options: { filter: { plan: { count: { _gt: 0 } } } },
        resolve: 'remove_stale',
      },
      remove_stale: {
        type: 'item-delete',
        name: 'Remove redirects from those URLs',
        options: {
          collection: redirects,
          query: { filter: { id: { _in: '{{plan.removeIds}}' } } },
          permissions: '$full',
          emitEvents: true,
        },
        resolve: 'create',
        reject: 'log_remove_failed',
      },
      create: {
        type: 'item-create',
        name: "Add the ended pages' 301s",
        // Events on: the loop check refuses a 301 that would close a loop, as for an editor's.
        options: {
          collection: redirects,
          payload: '{{plan.create}}',
          permissions: '$full',
          emitEvents: true,
        },
        resolve: 'update',
        reject: 'log_create_failed',
      },
      update: {
        type: 'item-update',
        name: 'Publish and archive',
        // Events on: the revalidation Flow makes the change live.
        options: {
          collection: pages,
          payload: '{{plan.updates}}',
          permissions: '$full',
          emitEvents: true,
        },
        reject: 'log_update_failed',
      },
      // One log each: Directus lets an operation be the failure route of only one other.
      log_publish_read_failed: logFailure('the drafts due could not be read'),
      log_end_read_failed: logFailure('the pages due to end could not be read'),
      log_redirects_read_failed: logFailure('the redirects could not be read'),
      log_plan_failed: logFailure('the plan failed'),
      log_remove_failed: logFailure('the old redirects could not be removed'),
      log_create_failed: logFailure('the 301s could not be added'),
      log_update_failed: logFailure('the pages could not be saved'),
    },
  };
}

export async function ensureScheduleFlow(api: DirectusAdmin, prefix: string, changes: string[]) {
  await ensureFlow(api, scheduleFlow(prefix), changes);
}
