/**
 * Class names of a card grid whose rows follow its number of cards (components/ui/card-grid.css):
 * one column on phones, two from `twoFrom`, then three or four from 1024 px.
 */
export function cardGridClass({
  twoFrom = 'md',
  columns = 3,
}: {
  /** The breakpoint at which two columns start: 640 px (sm) or 768 px (md). */
  twoFrom?: 'sm' | 'md';
  /** Columns from 1024 px (lg). */
  columns?: 3 | 4;
} = {}): string {
  return `card-grid card-grid--${twoFrom}-2 card-grid--lg-${columns}`;
}
