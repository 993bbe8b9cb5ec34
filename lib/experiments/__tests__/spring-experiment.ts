import type { Experiment } from '../experiments';

/** A running experiment the unit tests share: an original and one variant, half each. */
export const springExperiment: Experiment = {
  slug: 'lp-spring',
  permalink: '/lp/spring',
  arms: [
    { slug: 'lp-spring', permalink: '/lp/spring', weight: 50 },
    { slug: 'lp-spring-b', permalink: '/lp/spring-b', weight: 50 },
  ],
};
