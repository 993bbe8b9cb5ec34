/** /about motion. */
export const ABOUT_MOTION = {
  counterDurationMs: 2000,
  counterThreshold: 0.1,
  heroRevealDelayMs: 300,
  valueStaggerMs: 100,
  journeyStaggerMs: 200,
} as const;
