import { leadExperimentFrom, leadExperimentOf, NO_EXPERIMENT } from '../lead-experiment';
import { findExperiment } from '..';
import { springExperiment } from './spring-experiment';

jest.mock('..', () => ({ findExperiment: jest.fn() }));

const experiment = springExperiment;

const headers = (values: Record<string, string>) => new Headers(values);

describe("a lead's experiment arm", () => {
  beforeEach(() => jest.mocked(findExperiment).mockReset().mockResolvedValue(experiment));

  it('is the arm the cookie keeps for the experiment of the page the form was sent from', async () => {
    expect(
      await leadExperimentFrom(
        headers({
          referer: 'https://octaacer.com/ar/lp/spring?utm_source=google',
          cookie: 'oc_consent=a1.m1; oc_exp=lp-other.lp-other-b~lp-spring.lp-spring-b.20261129',
        }),
      ),
    ).toEqual({ experiment: 'lp-spring', variant: 'lp-spring-b' });
    expect(findExperiment).toHaveBeenCalledWith('/ar/lp/spring');
  });

  it('is none without a cookie, a Referer, an experiment there, or with an arm that has left', async () => {
    expect(await leadExperimentFrom(headers({ referer: 'https://octaacer.com/lp/spring' }))).toBe(
      NO_EXPERIMENT,
    );
    expect(await leadExperimentFrom(headers({ cookie: 'oc_exp=lp-spring.lp-spring-b' }))).toBe(
      NO_EXPERIMENT,
    );
    expect(
      await leadExperimentFrom(
        headers({ referer: 'not a url', cookie: 'oc_exp=lp-spring.lp-spring-b' }),
      ),
    ).toBe(NO_EXPERIMENT);
    expect(leadExperimentOf(undefined, 'lp-spring.lp-spring-b')).toBe(NO_EXPERIMENT);
    expect(leadExperimentOf(experiment, 'lp-spring.lp-spring-c')).toBe(NO_EXPERIMENT);
    expect(leadExperimentOf(experiment, 'lp-other.lp-other-b')).toBe(NO_EXPERIMENT);
  });
});
