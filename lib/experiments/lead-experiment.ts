/**
 * The experiment arm a lead came from: the page the form was sent from (its Referer, the
 * original's address: the variant is a rewrite) runs an experiment, and the visitor's `oc_exp`
 * cookie keeps their arm of it. Anything else (no experiment there, no cookie, an arm that has
 * left) is no arm: the lead is never refused or delayed for it.
 */
import { readCookie } from '@/lib/cookies';
import { parseExperimentCookie, EXPERIMENT_COOKIE } from './assignment';
import type { Experiment } from './experiments';
import { findExperiment } from '.';

export interface LeadExperiment {
  /** The original page's slug; '' when the lead took part in no experiment. */
  experiment: string;
  /** The arm's page slug (the original's own slug for the original); '' likewise. */
  variant: string;
}

export const NO_EXPERIMENT: LeadExperiment = { experiment: '', variant: '' };

/** The arm a cookie keeps of this experiment, if it is still one of its arms. */
export function leadExperimentOf(
  experiment: Experiment | undefined,
  cookieValue: string | null,
): LeadExperiment {
  if (!experiment) return NO_EXPERIMENT;
  const kept = parseExperimentCookie(cookieValue).get(experiment.slug)?.arm;
  return experiment.arms.some((arm) => arm.slug === kept)
    ? { experiment: experiment.slug, variant: kept! }
    : NO_EXPERIMENT;
}

/** The lead request's arm, from its Referer and cookies. */
export async function leadExperimentFrom(headers: Headers): Promise<LeadExperiment> {
  const cookieValue = readCookie(EXPERIMENT_COOKIE, headers.get('cookie') ?? '');
  const referer = headers.get('referer');
  if (!cookieValue || !referer) return NO_EXPERIMENT;
  let pathname: string;
  try {
    pathname = new URL(referer).pathname;
  } catch {
    return NO_EXPERIMENT;
  }
  return leadExperimentOf(await findExperiment(pathname), cookieValue);
}
