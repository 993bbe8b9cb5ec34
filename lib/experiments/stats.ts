/**
 * The arithmetic of a campaign experiment's report: each variant's conversion rate and the
 * probability that it beats the original. Each arm's rate gets a Beta(1 + leads, 1 + views −
 * leads) posterior (a uniform prior), and the probability is exact (Evan Miller's closed form for
 * two Beta distributions), so the report prints the same figure every time it is run.
 */

export interface ArmCounts {
  /** Visitors counted once per day after consent. */
  views: number;
  leads: number;
}

/** Leads per view, 0 for an arm nobody has seen yet. */
export function conversionRate({ views, leads }: ArmCounts): number {
  return views > 0 ? leads / views : 0;
}

/** P(rate of `variant` > rate of `original`), each rate Beta-distributed from its counts. */
export function probabilityToBeat(variant: ArmCounts, original: ArmCounts): number {
  const [alphaB, betaB] = posterior(variant);
  const [alphaA, betaA] = posterior(original);
  // Σ_{i<αB} B(αA+i, βA+βB) / ((βB+i) · B(1+i, βB) · B(αA, βA)), summed in logs.
  let total = 0;
  for (let i = 0; i < alphaB; i += 1) {
    total += Math.exp(
      logBeta(alphaA + i, betaA + betaB) -
        Math.log(betaB + i) -
        logBeta(1 + i, betaB) -
        logBeta(alphaA, betaA),
    );
  }
  return Math.min(1, Math.max(0, total));
}

function posterior({ views, leads }: ArmCounts): [alpha: number, beta: number] {
  if (!Number.isInteger(views) || !Number.isInteger(leads) || leads < 0 || views < 0)
    throw new RangeError(`Counts must be whole and non-negative (views ${views}, leads ${leads}).`);
  // A lead from a visitor counted on another day (or before consent) can outnumber the views.
  const converted = Math.min(leads, views);
  return [1 + converted, 1 + views - converted];
}

function logBeta(a: number, b: number): number {
  return logGamma(a) + logGamma(b) - logGamma(a + b);
}

// Lanczos' approximation (g = 7, n = 9): 15 significant digits for positive arguments.
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
  -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
  1.5056327351493116e-7,
];

function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = LANCZOS[0]!;
  for (let i = 1; i < LANCZOS.length; i += 1) sum += LANCZOS[i]! / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}
