import type { ServerIcon } from './icons';

/**
 * Draws icons once as <symbol>s that client components reference with
 * `<svg …><use href="#{idPrefix}-{key}"/></svg>`: the paths are in the page once, not once per
 * use, and client code never carries lucide's data. The wrapper is `hidden`; a <use> still
 * renders a symbol from a hidden <svg>.
 */
// React's SVG props leave out the global `hidden` attribute, which every element takes.
const hiddenAttribute = { hidden: true };

export function IconSprite({
  idPrefix,
  icons,
}: {
  /** Unique on the page, e.g. from the block's id. */
  idPrefix: string;
  /** The icons by the key their <use> names. */
  icons: ReadonlyMap<string, ServerIcon>;
}) {
  return (
    <svg {...hiddenAttribute}>
      {[...icons].map(([key, { sprite }]) => (
        <symbol
          key={key}
          id={`${idPrefix}-${key}`}
          viewBox={`0 0 ${sprite.viewBoxSize} ${sprite.viewBoxSize}`}
        >
          {sprite.paths}
        </symbol>
      ))}
    </svg>
  );
}
