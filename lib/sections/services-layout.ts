/**
 * Services grid card widths: a layout table by item count, repeating in tens above 10.
 * The grid has three columns on large screens: full spans 3, wide 2, narrow 1, so every row of
 * the table sums to 3 and no row is left ragged.
 */
export type CardWidth = 'full' | 'wide' | 'narrow';

const F: CardWidth = 'full';
const W: CardWidth = 'wide';
const N: CardWidth = 'narrow';

export const SERVICE_LAYOUT_TABLE: Readonly<Record<number, readonly CardWidth[]>> = {
  1: [F],
  2: [W, N],
  3: [N, N, N],
  4: [W, N, N, W],
  5: [W, N, N, N, N],
  6: [W, N, N, W, W, N],
  7: [W, N, N, N, N, N, W],
  8: [W, N, N, N, N, N, W, F],
  9: [N, N, N, W, N, N, W, W, N],
  10: [W, N, N, N, N, N, W, N, N, N],
};

export const CARD_WIDTH_COLUMNS: Readonly<Record<CardWidth, number>> = {
  full: 3,
  wide: 2,
  narrow: 1,
};

/** Widths for `count` cards: whole groups of ten use the 10-row, the remainder its own row. */
export function serviceCardWidths(count: number): CardWidth[] {
  if (!Number.isInteger(count) || count <= 0) return [];
  const widths: CardWidth[] = [];
  let left = count;
  while (left > 0) {
    const group = Math.min(left, 10);
    widths.push(...(SERVICE_LAYOUT_TABLE[group] ?? []));
    left -= group;
  }
  return widths;
}

/** Link target of a service card: /services/{slug}, falling back to the id. */
export function serviceHref(service: { slug?: string; id: string }): string {
  const key = service.slug?.trim() || service.id;
  return `/services/${encodeURIComponent(key)}`;
}
