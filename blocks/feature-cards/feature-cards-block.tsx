import { FeatureCards } from './feature-cards';
import { SectionHeading } from '@/components/sections/section-heading';
import type { BlockData } from '@/blocks/catalog';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';

/** Features, highlighted ones marked; benefits revealed on hover and on keyboard focus. */
export function FeatureCardsBlock({
  id,
  data,
  editable = notEditable,
}: {
  id: string;
  data: BlockData<'feature_cards'>;
  editable?: Editable<BlockData<'feature_cards'>>;
}) {
  const base = data.anchor ?? id;
  return (
    <section id={data.anchor} aria-labelledby={`${base}-title`} className="bg-white py-16 md:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id={`${base}-title`}
          title={data.heading}
          edit={{ title: editable('heading') }}
        />
        <div className="mt-12">
          <FeatureCards
            label={data.heading}
            highlightLabel={data.highlightLabel}
            cards={data.features}
            edit={{ cards: editable('features'), highlightLabel: editable('highlightLabel') }}
          />
        </div>
      </div>
    </section>
  );
}
