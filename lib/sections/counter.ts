/** Counters count up in `steps` steps of `stepMs` once `visibleRatio` of them is in view. */
export const COUNTER = { steps: 60, stepMs: 33, visibleRatio: 0.5 } as const;

export interface CounterTarget {
  prefix: string;
  value: number;
  suffix: string;
  decimals: number;
}

/** '50+' → 50 with suffix '+', '98%' → 98 '%', '$2M+' → prefix '$', 2, 'M+'. */
export function parseCounterTarget(text: string): CounterTarget | null {
  const match = /^(\D*?)(\d+(?:\.\d+)?)(.*)$/.exec(text.trim());
  if (!match) return null;
  const digits = match[2] ?? '0';
  return {
    prefix: match[1] ?? '',
    value: Number(digits),
    suffix: match[3] ?? '',
    decimals: digits.includes('.') ? (digits.split('.')[1]?.length ?? 0) : 0,
  };
}

/** Text shown at `step` of `steps` (eases linearly; the last step is exactly the target). */
export function counterTextAt(
  target: CounterTarget,
  step: number,
  steps: number = COUNTER.steps,
): string {
  const ratio = Math.min(1, Math.max(0, step / steps));
  const raw = target.value * ratio;
  const shown = step >= steps ? target.value : target.decimals > 0 ? raw : Math.floor(raw);
  return `${target.prefix}${shown.toFixed(target.decimals)}${target.suffix}`;
}
