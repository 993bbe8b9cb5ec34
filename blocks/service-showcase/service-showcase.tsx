import { SectionHeading } from '@/components/sections/section-heading';
import { ShowcaseScroller } from '@/components/ui/showcase-scroller';
import { getUiLabels } from '@/lib/content/copy';
import { selectShowcaseItems } from '@/lib/sections/showcase';
import type { ServiceShowcaseSet } from '@/lib/sections/types';
import type { EditAttrs } from '@/lib/visual-editing/types';

/**
 * Service showcase: a numbered list linked to scrolling content panels.
 * Items are filtered, ordered and cut in lib/sections; the client leaf only drives scrolling.
 */
export function ServiceShowcase({
  set,
  anchor,
  itemsEdit,
}: {
  set: ServiceShowcaseSet;
  /** The section's own id, the target of '#anchor' links. */
  anchor?: string;
  /** The Visual Editor's mark on the items (draft mode only). */
  itemsEdit?: EditAttrs;
}) {
  const items = selectShowcaseItems(set.items);
  if (items.length === 0) return null;
  const headingId = `showcase-${set.id}-title`;
  return (
    <section
      id={anchor}
      aria-labelledby={headingId}
      data-showcase={set.id}
      className="py-16 md:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id={headingId}
          title={set.section.heading}
          highlightedText={set.section.highlightedText}
          description={set.section.description}
          edit={set.section.edit}
        />
        <div className="mt-12" {...itemsEdit}>
          <ShowcaseScroller id={set.id} items={items} labels={getUiLabels().SHOWCASE_LABELS} />
        </div>
      </div>
    </section>
  );
}
