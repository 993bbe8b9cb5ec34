import { LineIcon } from '@/components/ui/line-icons';
import type { FeatureCard } from '@/lib/sections/types';
import type { EditAttrs } from '@/lib/visual-editing/types';

interface FeatureCardsProps {
  label: string;
  cards: FeatureCard[];
  /** Badge text on highlighted cards (e.g. 'Highlight'). */
  highlightLabel?: string;
  /** The Visual Editor's marks on the list and the highlight badge (draft mode only). */
  edit?: { cards?: EditAttrs; highlightLabel?: EditAttrs };
}

/** Feature cards whose benefits expand on hover and on keyboard focus (CSS only, no client JS). */
export function FeatureCards({
  label,
  cards,
  highlightLabel = 'Highlight',
  edit = {},
}: FeatureCardsProps) {
  return (
    <ul
      aria-label={label}
      className={`grid gap-6 md:grid-cols-2 ${cards.length === 4 ? 'xl:grid-cols-4' : 'lg:grid-cols-3'}`}
      {...edit.cards}
    >
      {cards.map((card) => (
        <li key={card.title}>
          <article
            tabIndex={0}
            data-highlighted={card.highlighted || undefined}
            className={`group hover:border-primary focus-visible:border-primary focus-visible:outline-primary h-full rounded-2xl bg-white p-6 shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 ${card.highlighted ? 'border-primary border-2' : 'border border-slate-200'}`}
          >
            <div className="flex items-start justify-between gap-3">
              {card.icon && (
                <span className="bg-primary-light text-primary-dark inline-flex size-11 items-center justify-center rounded-xl">
                  <LineIcon name={card.icon} className="size-5" />
                </span>
              )}
              {card.highlighted && (
                <span
                  className="bg-primary rounded-full px-2.5 py-0.5 text-xs font-semibold text-white"
                  {...edit.highlightLabel}
                >
                  {highlightLabel}
                </span>
              )}
            </div>
            <h3 className="text-ink mt-4 text-lg font-semibold">{card.title}</h3>
            <p className="text-muted mt-2">{card.description}</p>
            {card.benefits.length > 0 && (
              <div
                data-benefits
                className="grid grid-rows-[0fr] overflow-hidden transition-[grid-template-rows] duration-300 group-focus-within:grid-rows-[1fr] group-hover:grid-rows-[1fr] motion-reduce:transition-none"
              >
                <ul className="text-ink min-h-0 list-disc space-y-1 ps-5 text-sm [&>li:first-child]:mt-4">
                  {card.benefits.map((benefit) => (
                    <li key={benefit}>{benefit}</li>
                  ))}
                </ul>
              </div>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
