import { fallbackQuoteTables } from '../bundled-tables';
import { fallbackServices } from '@/content-fallback/services';
import { estimateQuote, QUOTE_SCOPES, QUOTE_TIMELINES } from '../estimate';

const tables = {
  bands: [
    { service: 'a', scope: 'standard', minUsd: 8000, maxUsd: 15000, minWeeks: 4, maxWeeks: 8 },
    { service: 'b', scope: 'standard', minUsd: 6100, maxUsd: 11900, minWeeks: 3, maxWeeks: 10 },
  ],
  timelines: [
    { timeline: 'standard', price: 1, duration: 1 },
    { timeline: 'rush', price: 1.25, duration: 0.75 },
  ],
} as const;

describe('the instant estimate', () => {
  it("is one service's band at the standard timeline, unchanged", () => {
    expect(
      estimateQuote(tables, { services: ['a'], scope: 'standard', timeline: 'standard' }),
    ).toEqual({
      minUsd: 8000,
      maxUsd: 15000,
      minWeeks: 4,
      maxWeeks: 8,
      lines: [{ service: 'a', minUsd: 8000, maxUsd: 15000 }],
    });
  });

  it('adds the prices, rounded outwards to 500 each; the duration is the longest plus a week per other service', () => {
    expect(
      estimateQuote(tables, { services: ['a', 'b', 'a'], scope: 'standard', timeline: 'standard' }),
    ).toEqual({
      minUsd: 8000 + 6000,
      maxUsd: 15000 + 12000,
      minWeeks: 4 + 1,
      maxWeeks: 10 + 1,
      lines: [
        { service: 'a', minUsd: 8000, maxUsd: 15000 },
        { service: 'b', minUsd: 6000, maxUsd: 12000 },
      ],
    });
  });

  it("applies the timeline's price and duration multipliers", () => {
    expect(
      estimateQuote(tables, { services: ['a'], scope: 'standard', timeline: 'rush' }),
    ).toMatchObject({
      minUsd: 10000,
      maxUsd: 19000, // 18,750 rounded up
      minWeeks: 3,
      maxWeeks: 6,
    });
  });

  it('gives no estimate where a table has a gap, rather than a wrong one', () => {
    expect(
      estimateQuote(tables, { services: ['a'], scope: 'advanced', timeline: 'standard' }),
    ).toBeUndefined();
    expect(
      estimateQuote(tables, { services: ['a'], scope: 'standard', timeline: 'flexible' }),
    ).toBeUndefined();
    expect(
      estimateQuote(tables, { services: ['z'], scope: 'standard', timeline: 'standard' }),
    ).toBeUndefined();
    expect(
      estimateQuote(tables, { services: [], scope: 'standard', timeline: 'standard' }),
    ).toBeUndefined();
  });

  it('the bundled tables price every service at every scope and timeline, ranges in order', () => {
    for (const service of fallbackServices)
      for (const scope of QUOTE_SCOPES)
        for (const timeline of QUOTE_TIMELINES) {
          const estimate = estimateQuote(fallbackQuoteTables, {
            services: [service.slug],
            scope,
            timeline,
          });
          expect(estimate).toBeDefined();
          expect(estimate!.minUsd).toBeLessThan(estimate!.maxUsd);
          expect(estimate!.minWeeks).toBeLessThanOrEqual(estimate!.maxWeeks);
        }
    // A bigger scope never costs less.
    for (const service of fallbackServices) {
      const [starter, standard, advanced] = QUOTE_SCOPES.map((scope) =>
        estimateQuote(fallbackQuoteTables, {
          services: [service.slug],
          scope,
          timeline: 'standard',
        })!,
      );
      expect(starter!.maxUsd).toBeLessThanOrEqual(standard!.maxUsd);
      expect(standard!.maxUsd).toBeLessThanOrEqual(advanced!.maxUsd);
    }
  });
});
