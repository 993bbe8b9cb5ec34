import { HeadedSection } from '@/components/sections/headed-section';
import { HorizontalScroll } from '@/components/ui/horizontal-scroll';
import { SECTION_LAYOUT } from '@/components/ui/section-layout';
import { clampCardText, CORE_FEATURE_LIMITS } from '@/lib/sections/cards';
import type { CoreFeatureCard, SectionData } from '@/lib/sections/types';

function FeatureCardBody({ card }: { card: CoreFeatureCard }) {
  const shown = clampCardText(card, CORE_FEATURE_LIMITS);
  return (
    <div className="h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <span aria-hidden="true" className="text-primary text-sm font-bold">
        {String(card.cardNumber).padStart(2, '0')}
      </span>
      <h3 className="text-ink mt-2 text-lg font-semibold">{shown.title}</h3>
      <p className="text-muted mt-2">{shown.description}</p>
    </div>
  );
}

/** Core features: 352 px cards, 32 px gap; from 4 cards they scroll horizontally while pinned at 80 px. */
export function CoreFeaturesSection({
  id,
  anchor,
  section,
  cards,
}: {
  id: string;
  /** The section's own id, the target of '#anchor' links. */
  anchor?: string;
  section: SectionData;
  cards: CoreFeatureCard[];
}) {
  const horizontal = cards.length >= SECTION_LAYOUT.coreFeatureHorizontalFrom;
  return (
    <HeadedSection id={id} anchor={anchor} section={section} className="py-16 md:py-24">
      {horizontal ? (
        (heading) => (
          <HorizontalScroll
            label={section.heading}
            heading={heading}
            cardWidthPx={SECTION_LAYOUT.coreFeatureCardWidthPx}
            gapPx={SECTION_LAYOUT.coreFeatureGapPx}
          >
            {cards.map((card) => (
              <FeatureCardBody key={card.cardNumber} card={card} />
            ))}
          </HorizontalScroll>
        )
      ) : (
        <div className="mt-12">
          <ul aria-label={section.heading} className="grid gap-8 md:grid-cols-3">
            {cards.map((card) => (
              <li key={card.cardNumber}>
                <FeatureCardBody card={card} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </HeadedSection>
  );
}
