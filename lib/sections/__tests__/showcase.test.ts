import { isShowableShowcaseItem, selectShowcaseItems } from '../showcase';
import type { ServiceShowcaseItem } from '../types';

const item = (n: number, over: Partial<ServiceShowcaseItem> = {}): ServiceShowcaseItem => ({
  itemNumber: n,
  mainTitle: `Item ${n}`,
  shortDescription: 'Description',
  ...over,
});

describe('service showcase', () => {
  it('shows only items with a main title and a secondary title or short description', () => {
    expect(isShowableShowcaseItem(item(1, { mainTitle: '' }))).toBe(false);
    expect(isShowableShowcaseItem(item(1, { shortDescription: undefined }))).toBe(false);
    expect(
      isShowableShowcaseItem(item(1, { shortDescription: undefined, secondaryTitle: 'Sub' })),
    ).toBe(true);
    expect(isShowableShowcaseItem(item(1))).toBe(true);
  });

  it('orders by completeness: secondary title and icon, then one missing, then both, stable within a rank', () => {
    const items = [
      item(1),
      item(2, { iconUrl: '/i.svg' }),
      item(3, { secondaryTitle: 'S', iconUrl: '/i.svg' }),
      item(4, { secondaryTitle: 'S' }),
    ];
    expect(selectShowcaseItems(items).map((i) => i.itemNumber)).toEqual([3, 2, 4, 1]);
  });

  it('keeps at most 4 items after filtering', () => {
    const items = [item(1, { mainTitle: ' ' }), ...[2, 3, 4, 5, 6].map((n) => item(n))];
    expect(selectShowcaseItems(items).map((i) => i.itemNumber)).toEqual([2, 3, 4, 5]);
  });

  it('cuts descriptions to 280 characters at a word boundary with an ellipsis', () => {
    const words = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ');
    const [shown] = selectShowcaseItems([item(1, { shortDescription: words })]);
    const text = shown?.shortDescription ?? '';
    expect(text.length).toBeLessThanOrEqual(280);
    expect(text.endsWith('\u2026')).toBe(true);
    expect(words.startsWith(text.slice(0, -1))).toBe(true);
    expect(words.charAt(text.length - 1)).toBe(' ');
  });
});
