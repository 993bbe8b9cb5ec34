import {
  LOOP_CHECK_SCRIPT,
  loopFlow,
  slugFlow,
  slugRedirectScript,
} from '@/cms/seed/flows-redirects';
import { redirectKey } from '@/lib/redirects/table';

/** A Run Script operation's code, run as Directus runs it: module.exports(data). */
function runScript(code: string) {
  const scriptModule: { exports: unknown } = { exports: null };
  new Function('module', code)(scriptModule);
  return scriptModule.exports as (data: Record<string, unknown>) => Record<string, unknown>;
}

const checkLoop = runScript(LOOP_CHECK_SCRIPT);
const planSlug = runScript(slugRedirectScript('octaacer'));

const stored = (rows: Array<[number, string, string]>) =>
  rows.map(([id, url_from, url_to]) => ({ id, url_from, url_to }));

describe('the Flows match paths exactly as the middleware does', () => {
  const scriptKey = runScript(
    LOOP_CHECK_SCRIPT.replace(/module\.exports = [\s\S]*$/, 'module.exports = redirectKey;'),
  ) as unknown as (path: string) => string;
  it.each([
    '/Portfolios/Old-Name/',
    '/portfolios//old',
    '/',
    '/caf%C3%A9',
    '/old?utm_source=x#top',
    '/bad%E0%A4%A',
  ])('%s', (path) => {
    expect(scriptKey(path)).toBe(redirectKey(path));
  });
});

describe('Refuse redirect loops: the check script', () => {
  const create = (url_from: string, url_to: string, redirects = stored([])) =>
    checkLoop({
      $trigger: { event: 'octaacer_redirects.items.create', payload: { url_from, url_to } },
      redirects,
    });

  it('refuses a redirect to itself, however it is spelled', () => {
    const result = create('/offer', '/Offer/');
    expect(result.refused).toBe(true);
    expect(result.message).toMatch(/from \/offer to itself/);
  });

  it('refuses A → B when B → A exists, naming the loop', () => {
    const result = create('/b', '/a', stored([[1, '/a', '/b']]));
    expect(result).toEqual({
      refused: true,
      message: expect.stringContaining('(/b → /a → /b)'),
    });
  });

  it('refuses a longer loop and one closed by a change of target', () => {
    expect(
      create(
        '/c',
        '/a',
        stored([
          [1, '/a', '/b'],
          [2, '/b', '/c'],
        ]),
      ).refused,
    ).toBe(true);
    const update = checkLoop({
      $trigger: {
        event: 'octaacer_redirects.items.update',
        keys: ['2'],
        payload: { url_to: '/a' },
      },
      redirects: stored([
        [1, '/a', '/b'],
        [2, '/b', '/c'],
      ]),
    });
    expect(update.refused).toBe(true);
  });

  it('lets a chain through (it resolves in one hop on the site) and an unrelated edit', () => {
    expect(create('/a', '/b', stored([[1, '/b', '/c']]))).toEqual({ refused: false, message: '' });
    const noteOnly = checkLoop({
      $trigger: { event: 'octaacer_redirects.items.update', keys: [1], payload: { note: 'x' } },
      redirects: stored([[1, '/a', '/b']]),
    });
    expect(noteOnly.refused).toBe(false);
  });

  it('lets a redirect through when its old loop is broken by the same edit', () => {
    const update = checkLoop({
      $trigger: {
        event: 'octaacer_redirects.items.update',
        keys: [2],
        payload: { url_to: '/d' },
      },
      redirects: stored([
        [1, '/a', '/b'],
        [2, '/b', '/a'],
      ]),
    });
    expect(update.refused).toBe(false);
  });
});

describe('Redirect old URLs on a slug change: the plan script', () => {
  const projects = [
    { id: 1, slug: 'old-name', status: 'published' },
    { id: 2, slug: 'other', status: 'published' },
    { id: 3, slug: 'draft-one', status: 'draft' },
  ];
  const plan = (
    payload: Record<string, unknown>,
    key = 1,
    collection = 'octaacer_projects',
    items: Array<Record<string, unknown>> = projects,
    redirects: Array<Record<string, unknown>> = [],
  ) =>
    planSlug({
      $trigger: { collection, keys: [key], payload, event: `${collection}.items.update` },
      items,
      redirects,
    });

  it("adds a 301 from a published project's old URL to its new one", () => {
    expect(plan({ slug: 'new-name' })).toEqual({
      count: 1,
      create: [
        {
          url_from: '/portfolios/old-name',
          url_to: '/portfolios/new-name',
          response_code: 301,
          note: 'Added when the project\'s slug changed from "old-name" to "new-name".',
        },
      ],
      removeIds: [0],
    });
  });

  it('uses each collection’s URL: services and industries', () => {
    const items = [{ id: 1, slug: 'a', status: 'published' }];
    expect(plan({ slug: 'b' }, 1, 'octaacer_services', items).create).toEqual([
      expect.objectContaining({ url_from: '/services/a', url_to: '/services/b' }),
    ]);
    expect(plan({ slug: 'b' }, 1, 'octaacer_industries', items).create).toEqual([
      expect.objectContaining({ url_from: '/industries/a', url_to: '/industries/b' }),
    ]);
  });

  it("moves pages by their permalink, and ignores a page's slug", () => {
    const pages = [{ id: 5, slug: 'lp-spring', permalink: '/lp/spring', status: 'published' }];
    expect(plan({ permalink: '/lp/summer' }, 5, 'octaacer_pages', pages).create).toEqual([
      expect.objectContaining({ url_from: '/lp/spring', url_to: '/lp/summer' }),
    ]);
    expect(plan({ slug: 'lp-summer' }, 5, 'octaacer_pages', pages).count).toBe(0);
    // Before the permalink field exists, a page has nothing to redirect.
    expect(plan({ slug: 'x' }, 5, 'octaacer_pages', [{ id: 5, slug: 'y' }]).count).toBe(0);
  });

  it('replaces redirects that start at either URL, so the new page is not hidden and no loop forms', () => {
    const result = plan({ slug: 'new-name' }, 1, 'octaacer_projects', projects, [
      { id: 7, url_from: '/portfolios/new-name' },
      { id: 8, url_from: '/Portfolios/Old-Name/' },
      { id: 9, url_from: '/elsewhere' },
    ]);
    expect(result.removeIds).toEqual([0, 7, 8]);
  });

  it('adds nothing when the save will fail or had no URL to keep', () => {
    expect(plan({ title: 'Only the title' }).count).toBe(0);
    expect(plan({ slug: 'other' }).count).toBe(0); // another project's slug: the save fails
    expect(plan({ slug: '' }).count).toBe(0);
    expect(plan({ slug: 'has space' }).count).toBe(0);
    expect(plan({ slug: 'old-name' }).count).toBe(0);
    expect(plan({ slug: 'published-now' }, 3).count).toBe(0); // a draft had no public URL
    expect(plan({ slug: 'x' }, 1, 'octaacer_jobs').count).toBe(0);
  });
});

describe('the Flows never block a save but for the loop refusal', () => {
  it.each([loopFlow('octaacer'), slugFlow('octaacer')])(
    '$name: every operation that can fail has a failure route that ends in success',
    (flow) => {
      const resolving = (key: string): boolean => {
        const operation = flow.operations[key]!;
        if (operation.type === 'throw-error') return key === 'refuse';
        return [operation.resolve, operation.reject].every(
          (next) => next === undefined || resolving(next),
        );
      };
      for (const [key, operation] of Object.entries(flow.operations)) {
        if (['log', 'transform', 'throw-error'].includes(operation.type)) continue;
        expect({ key, reject: operation.reject }).toEqual({ key, reject: expect.any(String) });
        expect(resolving(operation.reject!)).toBe(true);
      }
      expect(Object.values(flow.operations).filter((op) => op.type === 'throw-error')).toHaveLength(
        flow.name === 'Refuse redirect loops' ? 1 : 0,
      );
    },
  );
});
