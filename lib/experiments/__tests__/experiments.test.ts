import {
  assignArm,
  drawArm,
  parseExperimentCookie,
  serializeExperimentCookie,
} from '../assignment';
import { experimentsFromPages, type Experiment } from '../experiments';

const page = (fields: Record<string, unknown>) => ({
  status: 'published',
  experiment: 'off',
  variant_of: null,
  variant_weight: 50,
  ...fields,
});

describe('experiments read off page records', () => {
  it('a running original with its published variants, weights clamped, the original first', () => {
    expect(
      experimentsFromPages([
        page({
          id: 1,
          slug: 'lp-spring',
          permalink: '/lp/spring/',
          experiment: 'running',
          variant_weight: 60,
        }),
        page({
          id: 2,
          slug: 'lp-spring-b',
          permalink: '/lp/spring-b',
          variant_of: 1,
          variant_weight: 140,
        }),
        page({
          id: 3,
          slug: 'lp-spring-c',
          permalink: '/lp/spring-c',
          variant_of: 1,
          status: 'draft',
        }),
        page({
          id: 4,
          slug: 'lp-spring-d',
          permalink: '/lp/spring-d',
          variant_of: 1,
          variant_weight: null,
        }),
      ]),
    ).toEqual([
      {
        slug: 'lp-spring',
        permalink: '/lp/spring',
        arms: [
          { slug: 'lp-spring', permalink: '/lp/spring', weight: 60 },
          { slug: 'lp-spring-b', permalink: '/lp/spring-b', weight: 100 },
          { slug: 'lp-spring-d', permalink: '/lp/spring-d', weight: 50 },
        ],
      },
    ]);
  });

  it('none when stopped, without a published variant, with no weight to share, or for odd records', () => {
    const variant = page({ id: 2, slug: 'lp-b', permalink: '/lp/b', variant_of: 1 });
    expect(
      experimentsFromPages([page({ id: 1, slug: 'lp-a', permalink: '/lp/a' }), variant]),
    ).toEqual([]);
    expect(
      experimentsFromPages([
        page({ id: 1, slug: 'lp-a', permalink: '/lp/a', experiment: 'running' }),
      ]),
    ).toEqual([]);
    expect(
      experimentsFromPages([
        page({ id: 1, slug: 'lp-a', permalink: '/lp/a', experiment: 'running', variant_weight: 0 }),
        { ...variant, variant_weight: 0 },
      ]),
    ).toEqual([]);
    expect(
      experimentsFromPages([null, 'x', { id: 1, slug: 'Bad Slug', permalink: '/lp/a' }]),
    ).toEqual([]);
  });
});

const experiment: Experiment = {
  slug: 'lp-spring',
  permalink: '/lp/spring',
  arms: [
    { slug: 'lp-spring', permalink: '/lp/spring', weight: 25 },
    { slug: 'lp-spring-b', permalink: '/lp/spring-b', weight: 75 },
  ],
};

describe('assigning a visitor', () => {
  it('draws by weight', () => {
    expect(drawArm(experiment, 0).slug).toBe('lp-spring');
    expect(drawArm(experiment, 0.2499).slug).toBe('lp-spring');
    expect(drawArm(experiment, 0.25).slug).toBe('lp-spring-b');
    expect(drawArm(experiment, 0.9999).slug).toBe('lp-spring-b');
    // Over many draws the shares match the weights.
    let variant = 0;
    for (let i = 0; i < 4000; i += 1)
      if (drawArm(experiment, (i + 0.5) / 4000).slug !== 'lp-spring') variant += 1;
    expect(variant).toBe(3000);
  });

  it('keeps an arm, and draws again when the kept one has left the experiment', () => {
    expect(assignArm(experiment, 'lp-spring.lp-spring.20261129', () => 0.99, '20261129')).toEqual({
      arm: experiment.arms[0],
      cookie: 'lp-spring.lp-spring.20261129',
      firstViewToday: false,
    });
    expect(assignArm(experiment, 'lp-spring.lp-spring-gone', () => 0.1).arm.slug).toBe('lp-spring');
    const stopped = {
      ...experiment,
      arms: [experiment.arms[0]!, { ...experiment.arms[1]!, weight: 0 }],
    };
    expect(assignArm(stopped, 'lp-spring.lp-spring-b', () => 0.99).arm.slug).toBe('lp-spring');
  });

  it('keeps other experiments in the cookie, the latest last, five at most, and drops junk', () => {
    const others = ['a', 'b', 'c', 'd', 'e'].map((name) => `lp-${name}.lp-${name}-b`).join('~');
    const { cookie } = assignArm(experiment, `${others}~bad entry~x.y.z`, () => 0.9, '20261129');
    expect(cookie).toBe(
      'lp-b.lp-b-b~lp-c.lp-c-b~lp-d.lp-d-b~lp-e.lp-e-b~lp-spring.lp-spring-b.20261129',
    );
    expect(parseExperimentCookie('a.b~Bad.x~c.d.20261129~e.f.2026~g.h.20261129.1')).toEqual(
      new Map([
        ['a', { arm: 'b' }],
        ['c', { arm: 'd', counted: '20261129' }],
      ]),
    );
    expect(serializeExperimentCookie(new Map())).toBe('');
  });
});
