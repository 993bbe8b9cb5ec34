/**
 * Which arm of an experiment a visitor gets, and the cookie that keeps it: `oc_exp` holds only
 * experiment and variant slugs and the day the view was last counted
 * (`spring-offer.spring-offer-b.20261129~…`), no visitor id. A kept arm that has left the
 * experiment (unpublished, weight 0) is drawn again.
 */
import { EXPERIMENT_SLUG_PATTERN, type Experiment, type ExperimentArm } from './experiments';

export const EXPERIMENT_COOKIE = 'oc_exp';
/** A campaign's visitors keep their arm this long. */
export const EXPERIMENT_COOKIE_MAX_AGE_S = 90 * 24 * 60 * 60;
/** Arms kept at most (the oldest go first): a visitor of many campaigns keeps a short cookie. */
const MAX_KEPT = 5;

/** A visitor's arm of one experiment, and the last day their view of it was counted. */
export interface KeptArm {
  arm: string;
  /** YYYYMMDD (UTC) of the last counted view; absent before the first. */
  counted?: string;
}

const DAY_PATTERN = /^\d{8}$/;

/** The UTC day of `date` as the cookie writes it (YYYYMMDD). */
export const cookieDay = (date: Date) => date.toISOString().slice(0, 10).replaceAll('-', '');

/** The experiment → arm entries a cookie keeps; anything malformed is dropped. */
export function parseExperimentCookie(value: string | undefined | null): Map<string, KeptArm> {
  const kept = new Map<string, KeptArm>();
  for (const entry of (value ?? '').split('~')) {
    const [experiment, arm, counted, ...rest] = entry.split('.');
    if (
      rest.length === 0 &&
      experiment &&
      arm &&
      EXPERIMENT_SLUG_PATTERN.test(experiment) &&
      EXPERIMENT_SLUG_PATTERN.test(arm) &&
      (counted === undefined || DAY_PATTERN.test(counted))
    )
      kept.set(experiment, counted ? { arm, counted } : { arm });
  }
  return kept;
}

export function serializeExperimentCookie(kept: ReadonlyMap<string, KeptArm>): string {
  return [...kept]
    .slice(-MAX_KEPT)
    .map(([experiment, { arm, counted }]) => [experiment, arm, counted].filter(Boolean).join('.'))
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

/**
 * The visitor's arm (kept, else drawn), the cookie value that keeps it, and whether this view is
 * the visitor's first of the day on this experiment (the one the exposure count takes). `today`
 * null: a request that is not a view (a prefetch, HEAD) counts nothing and marks no day.
 */
export function assignArm(
  experiment: Experiment,
  cookieValue: string | undefined,
  random: () => number = Math.random,
  today: string | null = cookieDay(new Date()),
): { arm: ExperimentArm; cookie: string; firstViewToday: boolean } {
  const kept = parseExperimentCookie(cookieValue);
  const keptEntry = kept.get(experiment.slug);
  const keptArm = experiment.arms.find(
    (candidate) => candidate.slug === keptEntry?.arm && candidate.weight > 0,
  );
  const arm = keptArm ?? drawArm(experiment, random());
  const firstViewToday = today !== null && (!keptArm || keptEntry?.counted !== today);
  const counted = today ?? (keptArm ? keptEntry?.counted : undefined);
  // Re-set last: the most recent experiment is the last one dropped.
  kept.delete(experiment.slug);
  kept.set(experiment.slug, counted ? { arm: arm.slug, counted } : { arm: arm.slug });
  return { arm, cookie: serializeExperimentCookie(kept), firstViewToday };
}
