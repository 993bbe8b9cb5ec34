/**
 * The middleware's part of an experiment: which pre-rendered page a request for a running
 * experiment's original is served (a rewrite, so the address stays the original's) and the cookie
 * that keeps the visitor's arm. Only for a visitor who allowed analytics: everyone else gets the
 * original and is neither assigned nor counted (docs/campaigns.md says why).
 */
import { CONSENT_COOKIE, parseConsentCookie } from '@/lib/analytics/consent';
import { localePath, splitLocalePath } from '@/lib/i18n/locales';
import { assignArm, cookieDay, EXPERIMENT_COOKIE } from './assignment';
import { storeDay, type ExperimentView } from './exposure';
import { findExperiment } from '.';

export interface ExperimentAssignment {
  experiment: string;
  arm: string;
  /** The variant's path in the request's language; undefined for the original. */
  rewriteTo?: string;
  /** The new value of the experiment cookie. */
  cookie: string;
  /** The visitor's first view of this experiment today: the one exposure to count. */
  view?: ExperimentView;
}

export async function assignExperiment(request: {
  pathname: string;
  cookie: (name: string) => string | undefined;
  random?: () => number;
  now?: Date;
  /** A visitor's view of the page (a GET navigation), not a prefetch or HEAD: it may be counted. */
  isView?: boolean;
}): Promise<ExperimentAssignment | undefined> {
  if (!parseConsentCookie(request.cookie(CONSENT_COOKIE))?.analytics) return undefined;
  const experiment = await findExperiment(request.pathname);
  if (!experiment) return undefined;
  const today = request.isView === false ? null : cookieDay(request.now ?? new Date());
  const { arm, cookie, firstViewToday } = assignArm(
    experiment,
    request.cookie(EXPERIMENT_COOKIE),
    request.random,
    today,
  );
  const original = experiment.arms[0];
  return {
    experiment: experiment.slug,
    arm: arm.slug,
    rewriteTo:
      arm.slug === original?.slug
        ? undefined
        : localePath(arm.permalink, splitLocalePath(request.pathname).locale),
    cookie,
    ...(firstViewToday && today
      ? { view: { experiment: experiment.slug, variant: arm.slug, day: storeDay(today) } }
      : {}),
  };
}
