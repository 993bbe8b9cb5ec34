import vm from 'node:vm';
import { SCHEDULE_CRON, SCHEDULE_PLAN_SCRIPT, scheduleFlow } from '../flows-schedule';

/** Runs the plan as Directus's Run Script does: module.exports called with the flow's data. */
function plan(data: Record<string, unknown>) {
  const sandbox = { module: { exports: undefined as unknown } };
  vm.runInNewContext(SCHEDULE_PLAN_SCRIPT, sandbox);
  return (sandbox.module.exports as (input: unknown) => unknown)(data);
}

describe('the Campaign schedule plan', () => {
  it('publishes due drafts and frees their URL of a redirect that would shadow them', () => {
    expect(
      plan({
        due_publish: [{ id: 7, permalink: '/lp/spring' }],
        due_end: [],
        redirects: [
          { id: 'r1', url_from: '/LP/Spring/' },
          { id: 'r2', url_from: '/lp/other' },
        ],
      }),
    ).toEqual({
      updates: [{ id: 7, status: 'published' }],
      create: [],
      removeIds: ['r1'],
      count: 1,
    });
  });

  it("archives ended pages with a 301 to the chosen page, else home, replacing the URL's old redirect", () => {
    expect(
      plan({
        due_publish: [],
        due_end: [
          {
            id: 1,
            permalink: '/lp/winter',
            ended_redirect: { permalink: '/lp/spring', status: 'published' },
          },
          // The chosen page is not live: visitors go home rather than to a 404.
          {
            id: 2,
            permalink: '/lp/autumn',
            ended_redirect: { permalink: '/lp/gone', status: 'draft' },
          },
          { id: 3, permalink: '/lp/summer', ended_redirect: null },
          // Chosen itself: home.
          {
            id: 4,
            permalink: '/lp/self',
            ended_redirect: { permalink: '/lp/self', status: 'published' },
          },
        ],
        redirects: [{ id: 'old', url_from: '/lp/winter' }],
      }),
    ).toEqual({
      updates: [
        { id: 1, status: 'archived' },
        { id: 2, status: 'archived' },
        { id: 3, status: 'archived' },
        { id: 4, status: 'archived' },
      ],
      create: [
        { url_from: '/lp/winter', url_to: '/lp/spring', response_code: 301 },
        { url_from: '/lp/autumn', url_to: '/', response_code: 301 },
        { url_from: '/lp/summer', url_to: '/', response_code: 301 },
        { url_from: '/lp/self', url_to: '/', response_code: 301 },
      ],
      removeIds: ['old'],
      count: 4,
    });
  });

  it('never redirects the home page to itself, and does nothing when nothing is due', () => {
    expect(plan({ due_end: [{ id: 9, permalink: '/', ended_redirect: null }] })).toEqual({
      updates: [{ id: 9, status: 'archived' }],
      create: [],
      removeIds: [],
      count: 1,
    });
    expect(plan({ due_publish: [], due_end: [], redirects: [] })).toMatchObject({ count: 0 });
  });
});

describe('the Campaign schedule Flow', () => {
  const flow = scheduleFlow('octaacer');

  it('runs on a schedule well inside the minute promised', () => {
    expect(flow.trigger).toBe('schedule');
    expect(flow.options).toEqual({ cron: SCHEDULE_CRON });
    // Seconds first: every 15 s.
    expect(SCHEDULE_CRON.split(' ')).toHaveLength(6);
  });

  it('adds the 301s before it archives, and emits events so revalidation and the loop check run', () => {
    const order: string[] = [];
    for (let key: string | undefined = flow.first; key; key = flow.operations[key]?.resolve)
      order.push(key);
    expect(order).toEqual([
      'due_publish',
      'due_end',
      'redirects',
      'plan',
      'due',
      'remove_stale',
      'create',
      'update',
    ]);
    expect(flow.operations.create?.options.emitEvents).toBe(true);
    expect(flow.operations.update?.options.emitEvents).toBe(true);
    // Every step that writes has a failure route that logs: nothing after it runs.
    for (const key of ['remove_stale', 'create', 'update'])
      expect(flow.operations[key]?.reject).toMatch(/^log_/);
    // Directus refuses two operations with the same failure route.
    const rejects = Object.values(flow.operations).flatMap((operation) =>
      operation.reject ? [operation.reject] : [],
    );
    expect(new Set(rejects).size).toBe(rejects.length);
  });
});
