import { StaticImage } from '@/components/ui/static-image';
import {
  CardArrowLink,
  CardGridSection,
  type CardGridEdit,
} from '@/components/sections/card-grid-section';
import type { IndustryCardModel } from '@/lib/sections/cards';

interface IndustryCardGridProps {
  heading: string;
  description?: string;
  linkLabel: string;
  /** The Visual Editor's marks on the heading, description and link text (draft mode only). */
  edit?: CardGridEdit;
  cards: IndustryCardModel[];
}

/** /industries: an icon card for every industry. */
export function IndustryCardGrid({
  heading,
  description,
  linkLabel,
  cards,
  edit = {},
}: IndustryCardGridProps) {
  return (
    <CardGridSection
      id="all-industries"
      heading={heading}
      description={description}
      edit={edit}
      columns={4}
    >
      {cards.map((card) => (
        <li key={card.id} data-industry={card.id}>
          <article
            aria-labelledby={`industry-card-${card.id}`}
            className="group hover:border-primary flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
          >
            <span className="bg-primary-light inline-flex size-14 items-center justify-center rounded-2xl">
              <StaticImage
                src={card.iconPath}
                alt=""
                width={32}
                height={32}
                unoptimized={/^https?:\/\//i.test(card.iconPath)}
              />
            </span>
            <h3 id={`industry-card-${card.id}`} className="text-ink mt-5 text-lg font-semibold">
              {card.title}
            </h3>
            <p className="text-muted mt-2 flex-1 text-sm">{card.description}</p>
            <CardArrowLink
              href={card.href}
              label={linkLabel}
              edit={edit.linkLabel}
              cardTitle={card.title}
              className="mt-5"
            />
          </article>
        </li>
      ))}
    </CardGridSection>
  );
}
