import { HeadedSection } from '@/components/sections/headed-section';
import { LineIcon } from '@/components/illustrations/line-icon';
import { HorizontalScroll } from '@/components/ui/horizontal-scroll';
import { SECTION_LAYOUT, STICKY } from '@/lib/constants';
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

const TALL_SECTION = {
  desktop: STICKY.tallExtraHeightDesktopPx,
  mobile: STICKY.tallExtraHeightMobilePx,
};

/**
 * Icon-benefit cards. More than 4: a sticky section where vertical scrolling moves the 392 px
 * cards (32 px gap) horizontally, adding 1800 px of height from 1024 px wide (300 px below).
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
      <div className="mt-12">
        {horizontal ? (
          <HorizontalScroll
            label={section.heading}
            cardWidthPx={STICKY.benefitCardWidthPx}
            gapPx={STICKY.gapPx}
            extraHeightPx={TALL_SECTION}
          >
            {cards.map((card) => (
              <BenefitCardBody key={card.title} card={card} />
            ))}
          </HorizontalScroll>
        ) : (
          <ul aria-label={section.heading} className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {cards.map((card) => (
              <li key={card.title}>
                <BenefitCardBody card={card} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </HeadedSection>
  );
}
