import { assignExperiment } from '../request';
import { findExperiment } from '..';
import { springExperiment } from './spring-experiment';

jest.mock('..', () => ({ findExperiment: jest.fn() }));

const experiment = springExperiment;

const cookies =
  (values: Record<string, string>) =>
  (name: string): string | undefined =>
    values[name];

const now = new Date('2026-11-29T10:00:00Z');

beforeEach(() => jest.mocked(findExperiment).mockReset().mockResolvedValue(experiment));

describe('a request for a running experiment', () => {
  it('serves a variant at the original address, in the request language, and keeps it', async () => {
    expect(
      await assignExperiment({
        pathname: '/ar/lp/spring',
        cookie: cookies({ oc_consent: 'a1.m0' }),
        random: () => 0.9,
        now,
      }),
    ).toEqual({
      experiment: 'lp-spring',
      arm: 'lp-spring-b',
      rewriteTo: '/ar/lp/spring-b',
      cookie: 'lp-spring.lp-spring-b.20261129',
      view: { experiment: 'lp-spring', variant: 'lp-spring-b', day: '2026-11-29' },
    });
  });

  it('serves the original itself without a rewrite', async () => {
    expect(
      await assignExperiment({
        pathname: '/lp/spring',
        cookie: cookies({ oc_consent: 'a1.m1', oc_exp: 'lp-spring.lp-spring.20261129' }),
        random: () => 0.9,
        now,
      }),
    ).toEqual({
      experiment: 'lp-spring',
      arm: 'lp-spring',
      cookie: 'lp-spring.lp-spring.20261129',
    });
  });

  it('counts a visitor once a day: the first view of each day, never a prefetch', async () => {
    const request = (oc_exp: string, at: Date, isView = true) =>
      assignExperiment({
        pathname: '/lp/spring',
        cookie: cookies({ oc_consent: 'a1.m0', oc_exp }),
        now: at,
        isView,
      });
    // Seen yesterday: today's first view is counted and marked.
    const first = await request('lp-spring.lp-spring-b.20261128', now);
    expect(first?.view).toEqual({
      experiment: 'lp-spring',
      variant: 'lp-spring-b',
      day: '2026-11-29',
    });
    expect(first?.cookie).toBe('lp-spring.lp-spring-b.20261129');
    // The next view that day is not.
    expect((await request(first!.cookie, new Date('2026-11-29T23:59:00Z')))?.view).toBeUndefined();
    // A prefetch neither counts nor marks the day, so the real view after it is counted.
    const prefetch = await request('lp-spring.lp-spring-b.20261128', now, false);
    expect(prefetch?.view).toBeUndefined();
    expect(prefetch?.cookie).toBe('lp-spring.lp-spring-b.20261128');
    // The first view of the next day is counted again.
    expect((await request(first!.cookie, new Date('2026-11-30T00:00:01Z')))?.view?.day).toBe(
      '2026-11-30',
    );
  });

  it('leaves a visitor without analytics consent alone: the original, no cookie', async () => {
    for (const consent of [undefined, 'a0.m1', 'junk'])
      expect(
        await assignExperiment({
          pathname: '/lp/spring',
          cookie: cookies(consent ? { oc_consent: consent } : {}),
        }),
      ).toBeUndefined();
    expect(findExperiment).not.toHaveBeenCalled();
  });

  it('does nothing where no experiment runs', async () => {
    jest.mocked(findExperiment).mockResolvedValue(undefined);
    expect(
      await assignExperiment({ pathname: '/about', cookie: cookies({ oc_consent: 'a1.m1' }) }),
    ).toBeUndefined();
  });
});
