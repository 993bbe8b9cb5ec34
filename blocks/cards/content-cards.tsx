import { cardGridClass } from '@/components/ui/card-grid';
import { HeadedSection } from '@/components/sections/headed-section';
import type { ContentCard, SectionData } from '@/lib/sections/types';

/** Numbered content cards. */
export function ContentCardsSection({
  id,
  anchor,
  section,
  cards,
}: {
  id: string;
  /** The section's own id, the target of '#anchor' links. */
  anchor?: string;
  section: SectionData;
  cards: ContentCard[];
}) {
  return (
    <HeadedSection id={id} anchor={anchor} section={section} className="py-16 md:py-24">
      <ul className={`mt-12 gap-6 ${cardGridClass()}`}>
        {cards.map((card) => (
          <li key={card.cardNumber} data-reveal className="rounded-2xl border border-slate-200 p-6">
            <span aria-hidden="true" className="text-primary text-sm font-bold">
              {String(card.cardNumber).padStart(2, '0')}
            </span>
            <h3 className="text-ink mt-2 text-lg font-semibold">{card.title}</h3>
            <p className="text-muted mt-2">{card.description}</p>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
