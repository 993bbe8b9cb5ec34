import { FeatureCards } from '@/components/sections/feature-cards';
import { SectionHeading } from '@/components/sections/section-heading';
import type { BlockData } from '@/lib/blocks/catalog';

/** Features, highlighted ones marked; benefits revealed on hover and on keyboard focus. */
export function FeatureCardsBlock({ id, data }: { id: string; data: BlockData<'feature_cards'> }) {
  const base = data.anchor ?? id;
  return (
    <section id={data.anchor} aria-labelledby={`${base}-title`} className="bg-white py-16 md:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id={`${base}-title`} title={data.heading} />
        <div className="mt-12">
          <FeatureCards
            label={data.heading}
            highlightLabel={data.highlightLabel}
            cards={data.features}
          />
        </div>
      </div>
    </section>
  );
}
