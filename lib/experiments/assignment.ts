/**
 * Which arm of an experiment a visitor gets, and the cookie that keeps it: `oc_exp` holds only
 * experiment and variant slugs (`spring-offer.spring-offer-b~…`), no visitor id. A kept arm
 * that has left the experiment (unpublished, weight 0) is drawn again.
 */
import { EXPERIMENT_SLUG_PATTERN, type Experiment, type ExperimentArm } from './experiments';

export const EXPERIMENT_COOKIE = 'oc_exp';
/** A campaign's visitors keep their arm this long. */
export const EXPERIMENT_COOKIE_MAX_AGE_S = 90 * 24 * 60 * 60;
/** Arms kept at most (the oldest go first): a visitor of many campaigns keeps a short cookie. */
const MAX_KEPT = 5;

/** The experiment → arm pairs a cookie keeps; anything malformed is dropped. */
export function parseExperimentCookie(value: string | undefined | null): Map<string, string> {
  const kept = new Map<string, string>();
  for (const entry of (value ?? '').split('~')) {
    const [experiment, arm, ...rest] = entry.split('.');
    if (
      rest.length === 0 &&
      experiment &&
      arm &&
      EXPERIMENT_SLUG_PATTERN.test(experiment) &&
      EXPERIMENT_SLUG_PATTERN.test(arm)
    )
      kept.set(experiment, arm);
  }
  return kept;
}

export function serializeExperimentCookie(kept: ReadonlyMap<string, string>): string {
  return [...kept]
    .slice(-MAX_KEPT)
    .map(([experiment, arm]) => `${experiment}.${arm}`)
    .join('~');
}

/** An arm drawn by weight; `random` is in [0, 1). */
export function drawArm(experiment: Experiment, random: number): ExperimentArm {
  const total = experiment.arms.reduce((sum, arm) => sum + arm.weight, 0);
  let point = random * total;
  for (const arm of experiment.arms) {
    if (arm.weight === 0) continue;
    if (point < arm.weight) return arm;
    point -= arm.weight;
  }
  // Rounding at the very top of the range: the last arm with a weight.
  return [...experiment.arms].reverse().find((arm) => arm.weight > 0) ?? experiment.arms[0]!;
}

/** The visitor's arm (kept, else drawn) and the cookie value that keeps it. */
export function assignArm(
  experiment: Experiment,
  cookieValue: string | undefined,
  random: () => number = Math.random,
): { arm: ExperimentArm; cookie: string } {
  const kept = parseExperimentCookie(cookieValue);
  const keptSlug = kept.get(experiment.slug);
  const arm =
    experiment.arms.find((candidate) => candidate.slug === keptSlug && candidate.weight > 0) ??
    drawArm(experiment, random());
  // Re-set last: the most recent experiment is the last one dropped.
  kept.delete(experiment.slug);
  kept.set(experiment.slug, arm.slug);
  return { arm, cookie: serializeExperimentCookie(kept) };
}
