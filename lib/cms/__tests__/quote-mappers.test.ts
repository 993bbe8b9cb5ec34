import { mapQuoteTables } from '../quote-mappers';
import { estimateQuote } from '@/lib/quote/estimate';
import type { RawQuotePriceBand, RawQuoteTimeline } from '../types';

const band = (overrides: Partial<RawQuotePriceBand> = {}): RawQuotePriceBand => ({
  id: 1,
  service: { slug: 'ai-development' },
  scope: 'standard',
  min_usd: 15000,
  max_usd: 30000,
  min_weeks: 6,
  max_weeks: 12,
  ...overrides,
});
const standard: RawQuoteTimeline = {
  id: 1,
  timeline: 'standard',
  price_multiplier: 1,
  duration_multiplier: 1,
};

function map(bands: RawQuotePriceBand[], timelines: RawQuoteTimeline[] = [standard]) {
  const lines: string[] = [];
  const tables = mapQuoteTables(bands, timelines, (line) => lines.push(line));
  return { tables, lines };
}

describe('mapQuoteTables (the /quote tables an editor keeps in Directus)', () => {
  it("reads a band's service by its slug and its figures as the estimate's", () => {
    const { tables, lines } = map(
      [band()],
      [
        standard,
        { id: 2, timeline: 'rush', price_multiplier: '1.25', duration_multiplier: '0.75' },
      ],
    );
    expect(lines).toEqual([]);
    expect(tables).toEqual({
      bands: [
        {
          service: 'ai-development',
          scope: 'standard',
          minUsd: 15000,
          maxUsd: 30000,
          minWeeks: 6,
          maxWeeks: 12,
        },
      ],
      // A decimal column arrives as text: read as the number it is.
      timelines: [
        { timeline: 'standard', price: 1, duration: 1 },
        { timeline: 'rush', price: 1.25, duration: 0.75 },
      ],
    });
    expect(
      estimateQuote(tables, { services: ['ai-development'], scope: 'standard', timeline: 'rush' }),
    ).toMatchObject({ minUsd: 18500, maxUsd: 37500 });
  });

  it.each<[string, Partial<RawQuotePriceBand>, RegExp]>([
    [
      'a minimum price above its maximum',
      { min_usd: 40000 },
      /min_usd 40000 is more than max_usd 30000/,
    ],
    [
      'minimum weeks above the maximum',
      { min_weeks: 13 },
      /min_weeks 13 is more than max_weeks 12/,
    ],
    ['a negative price', { min_usd: -1 }, /min_usd -1 is negative/],
    ['a price that is not a number', { max_usd: 'lots' }, /max_usd is not a number/],
    ['an infinite figure', { max_weeks: Infinity }, /max_weeks is not a number/],
    ['an empty figure', { min_weeks: null }, /min_weeks is empty/],
    [
      'an unknown scope',
      { scope: 'enterprise' },
      /scope 'enterprise' is not one of starter, standard, advanced/,
    ],
    ['no service (its service was deleted)', { service: null }, /it has no service/],
    ['a service without a slug', { service: { slug: '' } }, /it has no service/],
  ])('leaves out a band with %s and logs one line naming it', (_, overrides, problem) => {
    const { tables, lines } = map([
      band({ id: 7, ...overrides }),
      band({ id: 8, scope: 'starter' }),
    ]);
    expect(tables.bands.map((row) => row.scope)).toEqual(['starter']);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[content\] quote tables: price band 7 left out: /);
    expect(lines[0]).toMatch(problem);
  });

  it('says everything wrong with a row in its one line', () => {
    const { lines } = map([band({ scope: 'huge', min_usd: -5, min_weeks: 20 })]);
    expect(lines).toEqual([
      "[content] quote tables: price band 1 left out: scope 'huge' is not one of starter, standard, advanced; min_usd -5 is negative; min_weeks 20 is more than max_weeks 12.",
    ]);
  });

  it('keeps the first band for a service and scope; a second one is left out and logged', () => {
    const { tables, lines } = map([band({ id: 3 }), band({ id: 9, min_usd: 1000 })]);
    expect(tables.bands).toHaveLength(1);
    expect(tables.bands[0]!.minUsd).toBe(15000);
    expect(lines).toEqual([
      '[content] quote tables: price band 9 left out: price band 3 already prices ai-development · standard.',
    ]);
  });

  it.each<[string, Partial<RawQuoteTimeline>, RegExp]>([
    [
      'an unknown timeline',
      { timeline: 'yesterday' },
      /timeline 'yesterday' is not one of flexible, standard, rush/,
    ],
    ['a zero price multiplier', { price_multiplier: 0 }, /price_multiplier 0 is not above 0/],
    [
      'a negative duration multiplier',
      { duration_multiplier: -1 },
      /duration_multiplier -1 is not above 0/,
    ],
    ['an empty multiplier', { price_multiplier: null }, /price_multiplier is empty/],
  ])('leaves out a timeline with %s', (_, overrides, problem) => {
    const { tables, lines } = map([band()], [{ ...standard, id: 4, ...overrides }]);
    expect(tables.timelines).toEqual([]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/timeline 4 left out: /);
    expect(lines[0]).toMatch(problem);
  });

  it('keeps the first row of a timeline', () => {
    const { tables, lines } = map(
      [band()],
      [standard, { ...standard, id: 2, price_multiplier: 2 }],
    );
    expect(tables.timelines).toEqual([{ timeline: 'standard', price: 1, duration: 1 }]);
    expect(lines).toEqual([
      '[content] quote tables: timeline 2 left out: timeline 1 already sets standard.',
    ]);
  });

  it('a service with no band at a scope gets no estimate there, not a wrong one', () => {
    const { tables } = map([band({ scope: 'starter' })]);
    expect(
      estimateQuote(tables, {
        services: ['ai-development'],
        scope: 'standard',
        timeline: 'standard',
      }),
    ).toBeUndefined();
  });
});
