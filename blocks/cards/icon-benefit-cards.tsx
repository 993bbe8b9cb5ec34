import { cardGridClass } from '@/components/ui/card-grid';
import { HeadedSection } from '@/components/sections/headed-section';
import { LineIcon } from '@/components/ui/line-icons';
import { HorizontalScroll } from '@/components/ui/horizontal-scroll';
import { SECTION_LAYOUT, STICKY } from '@/components/ui/section-layout';
import type { IconBenefitCard, SectionData } from '@/lib/sections/types';

function BenefitCardBody({ card }: { card: IconBenefitCard }) {
  return (
    <div className="h-full rounded-2xl bg-white p-6 shadow-sm">
      <span
        aria-hidden="true"
        className="bg-primary-light text-primary-dark inline-flex size-12 items-center justify-center rounded-xl"
      >
        <LineIcon name={card.icon} className="size-6" />
      </span>
      <h3 className="text-ink mt-4 text-lg font-semibold">{card.title}</h3>
      <p className="text-muted mt-2">{card.description}</p>
    </div>
  );
}

/**
 * Icon-benefit cards. More than 4: a sticky section, its heading pinned with the 392 px cards
 * (32 px gap), where vertical scrolling moves the cards horizontally until the last is in view.
 */
export function IconBenefitCardsSection({
  id,
  anchor,
  section,
  cards,
}: {
  id: string;
  /** The section's own id, the target of '#anchor' links. */
  anchor?: string;
  section: SectionData;
  cards: IconBenefitCard[];
}) {
  const horizontal = cards.length > SECTION_LAYOUT.horizontalAbove;
  return (
    <HeadedSection id={id} anchor={anchor} section={section} className="bg-surface py-16 md:py-24">
      {horizontal ? (
        (heading) => (
          <HorizontalScroll
            label={section.heading}
            heading={heading}
            cardWidthPx={STICKY.benefitCardWidthPx}
            gapPx={STICKY.gapPx}
          >
            {cards.map((card) => (
              <BenefitCardBody key={card.title} card={card} />
            ))}
          </HorizontalScroll>
        )
      ) : (
        <div className="mt-12">
          <ul
            aria-label={section.heading}
            className={`gap-8 ${cardGridClass({ twoFrom: 'sm', columns: 4 })}`}
          >
            {cards.map((card) => (
              <li key={card.title}>
                <BenefitCardBody card={card} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </HeadedSection>
  );
}
