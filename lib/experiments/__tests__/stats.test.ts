import { conversionRate, probabilityToBeat, type ArmCounts } from '../stats';

/**
 * The same probability by another route: numerical integration of P(B > A) over a fine grid of
 * the original's rate, with the variant's CDF by summing its density. Slow, independent of the
 * closed form under test.
 */
function integrated(variant: ArmCounts, original: ArmCounts, steps = 4000): number {
  const density = ({ views, leads }: ArmCounts) => {
    const a = leads + 1;
    const b = views - leads + 1;
    const logs = Array.from({ length: steps }, (_, k) => {
      const p = (k + 0.5) / steps;
      return (a - 1) * Math.log(p) + (b - 1) * Math.log(1 - p);
    });
    const peak = Math.max(...logs);
    const values = logs.map((log) => Math.exp(log - peak));
    const total = values.reduce((sum, value) => sum + value, 0);
    return values.map((value) => value / total);
  };
  const a = density(original);
  const b = density(variant);
  let bAbove = 1; // P(B > p) as p walks up the grid
  let probability = 0;
  for (let k = 0; k < steps; k += 1) {
    bAbove -= b[k]! / 2;
    probability += a[k]! * bAbove;
    bAbove -= b[k]! / 2;
  }
  return probability;
}

describe('experiment statistics', () => {
  it('a conversion rate is leads per view, 0 before anyone has seen the page', () => {
    expect(conversionRate({ views: 200, leads: 9 })).toBeCloseTo(0.045, 10);
    expect(conversionRate({ views: 0, leads: 0 })).toBe(0);
  });

  it.each([
    [
      { views: 100, leads: 20 },
      { views: 100, leads: 10 },
    ],
    [
      { views: 1000, leads: 52 },
      { views: 1000, leads: 48 },
    ],
    [
      { views: 40, leads: 1 },
      { views: 60, leads: 6 },
    ],
    [
      { views: 5000, leads: 260 },
      { views: 5100, leads: 230 },
    ],
  ])('P(%o beats %o) agrees with numerical integration', (variant, original) => {
    expect(probabilityToBeat(variant, original)).toBeCloseTo(integrated(variant, original), 3);
  });

  it('equal arms are a coin toss, and the two directions add up to one', () => {
    const arm = { views: 300, leads: 21 };
    expect(probabilityToBeat(arm, arm)).toBeCloseTo(0.5, 10);
    const variant = { views: 250, leads: 30 };
    const original = { views: 260, leads: 22 };
    expect(probabilityToBeat(variant, original) + probabilityToBeat(original, variant)).toBeCloseTo(
      1,
      10,
    );
  });

  it('with no data either way the probability is one half', () => {
    expect(probabilityToBeat({ views: 0, leads: 0 }, { views: 0, leads: 0 })).toBeCloseTo(0.5, 10);
  });

  it('refuses counts that are not whole or are negative', () => {
    expect(() => probabilityToBeat({ views: -1, leads: 0 }, { views: 1, leads: 0 })).toThrow(
      RangeError,
    );
    expect(() => probabilityToBeat({ views: 1.5, leads: 0 }, { views: 1, leads: 0 })).toThrow(
      /whole and non-negative/,
    );
  });
});
