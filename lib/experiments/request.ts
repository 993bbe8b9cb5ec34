/**
 * The middleware's part of an experiment: which pre-rendered page a request for a running
 * experiment's original is served (a rewrite, so the address stays the original's) and the cookie
 * that keeps the visitor's arm. Only for a visitor who allowed analytics: everyone else gets the
 * original and is neither assigned nor counted (docs/campaigns.md says why).
 */
import { CONSENT_COOKIE, parseConsentCookie } from '@/lib/analytics/consent';
import { localePath, splitLocalePath } from '@/lib/i18n/locales';
import { assignArm, EXPERIMENT_COOKIE } from './assignment';
import { findExperiment } from '.';

export interface ExperimentAssignment {
  experiment: string;
  arm: string;
  /** The variant's path in the request's language; undefined for the original. */
  rewriteTo?: string;
  /** The new value of the experiment cookie. */
  cookie: string;
}

export async function assignExperiment(request: {
  pathname: string;
  cookie: (name: string) => string | undefined;
  random?: () => number;
}): Promise<ExperimentAssignment | undefined> {
  if (!parseConsentCookie(request.cookie(CONSENT_COOKIE))?.analytics) return undefined;
  const experiment = await findExperiment(request.pathname);
  if (!experiment) return undefined;
  const { arm, cookie } = assignArm(experiment, request.cookie(EXPERIMENT_COOKIE), request.random);
  const original = experiment.arms[0];
  return {
    experiment: experiment.slug,
    arm: arm.slug,
    rewriteTo:
      arm.slug === original?.slug
        ? undefined
        : localePath(arm.permalink, splitLocalePath(request.pathname).locale),
    cookie,
  };
}
