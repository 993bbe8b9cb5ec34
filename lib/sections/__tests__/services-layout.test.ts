import {
  CARD_WIDTH_COLUMNS,
  SERVICE_LAYOUT_TABLE,
  serviceCardWidths,
  serviceHref,
} from '../services-layout';

describe('services grid layout table', () => {
  it('has a row for every count from 1 to 10 whose rows each fill the three columns', () => {
    for (let count = 1; count <= 10; count += 1) {
      const row = SERVICE_LAYOUT_TABLE[count];
      expect(row).toHaveLength(count);
      // Walk the row: the running column total must land exactly on multiples of 3.
      let used = 0;
      for (const width of row ?? []) {
        const span = CARD_WIDTH_COLUMNS[width];
        expect((used % 3) + span).toBeLessThanOrEqual(3);
        used += span;
      }
      expect(used % 3).toBe(0);
    }
  });

  it('uses the table row for counts up to 10', () => {
    expect(serviceCardWidths(1)).toEqual(['full']);
    expect(serviceCardWidths(2)).toEqual(['wide', 'narrow']);
    expect(serviceCardWidths(3)).toEqual(['narrow', 'narrow', 'narrow']);
    expect(serviceCardWidths(10)).toEqual(SERVICE_LAYOUT_TABLE[10]);
  });

  it('repeats in tens above 10: a full ten, then the row for the remainder', () => {
    expect(serviceCardWidths(12)).toEqual([...(SERVICE_LAYOUT_TABLE[10] ?? []), 'wide', 'narrow']);
    expect(serviceCardWidths(20)).toEqual([
      ...(SERVICE_LAYOUT_TABLE[10] ?? []),
      ...(SERVICE_LAYOUT_TABLE[10] ?? []),
    ]);
    expect(serviceCardWidths(21)).toHaveLength(21);
    expect(serviceCardWidths(21).at(-1)).toBe('full');
  });

  it('gives nothing for zero or invalid counts', () => {
    expect(serviceCardWidths(0)).toEqual([]);
    expect(serviceCardWidths(-3)).toEqual([]);
    expect(serviceCardWidths(2.5)).toEqual([]);
  });

  it('links service cards to /services/{slug}, falling back to the id', () => {
    expect(serviceHref({ id: '7', slug: 'ai-development' })).toBe('/services/ai-development');
    expect(serviceHref({ id: '7', slug: '' })).toBe('/services/7');
    expect(serviceHref({ id: 'cloud' })).toBe('/services/cloud');
  });
});
