import { assignExperiment } from '../request';
import { findExperiment } from '..';

jest.mock('..', () => ({ findExperiment: jest.fn() }));

const experiment = {
  slug: 'lp-spring',
  permalink: '/lp/spring',
  arms: [
    { slug: 'lp-spring', permalink: '/lp/spring', weight: 50 },
    { slug: 'lp-spring-b', permalink: '/lp/spring-b', weight: 50 },
  ],
};

const cookies =
  (values: Record<string, string>) =>
  (name: string): string | undefined =>
    values[name];

beforeEach(() => jest.mocked(findExperiment).mockReset().mockResolvedValue(experiment));

describe('a request for a running experiment', () => {
  it('serves a variant at the original address, in the request language, and keeps it', async () => {
    expect(
      await assignExperiment({
        pathname: '/ar/lp/spring',
        cookie: cookies({ oc_consent: 'a1.m0' }),
        random: () => 0.9,
      }),
    ).toEqual({
      experiment: 'lp-spring',
      arm: 'lp-spring-b',
      rewriteTo: '/ar/lp/spring-b',
      cookie: 'lp-spring.lp-spring-b',
    });
  });

  it('serves the original itself without a rewrite', async () => {
    expect(
      await assignExperiment({
        pathname: '/lp/spring',
        cookie: cookies({ oc_consent: 'a1.m1', oc_exp: 'lp-spring.lp-spring' }),
        random: () => 0.9,
      }),
    ).toEqual({ experiment: 'lp-spring', arm: 'lp-spring', cookie: 'lp-spring.lp-spring' });
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
