import Link from 'next/link';
import { ArrowRight } from 'lucide-react';
import { CARD_LABELS } from '@/content-fallback/ui-labels';

export interface LinkCard {
  id: string;
  title: string;
  description: string;
  href: string;
  tags?: string[];
}

interface LinkCardGridProps {
  id?: string;
  heading: string;
  description?: string;
  cards: LinkCard[];
  /** Visible call-to-action text on each card; the card title is added for screen readers. */
  linkLabel: string;
  className?: string;
}

/** A headed grid of cards that each link to a detail page (services, industries, projects). */
export function LinkCardGrid({ id, heading, description, cards, linkLabel, className = 'bg-white' }: LinkCardGridProps) {
  const headingId = `${id ?? heading.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={`scroll-mt-20 ${className}`}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20 lg:px-8">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          {heading}
        </h2>
        {description && <p className="mt-3 max-w-3xl text-lg text-muted">{description}</p>}
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <li key={card.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
              <h3 className="text-xl font-semibold text-ink">{card.title}</h3>
              <p className="mt-3 flex-1 text-muted">{card.description}</p>
              {card.tags && card.tags.length > 0 && (
                <ul aria-label={CARD_LABELS.technologies} className="mt-4 flex flex-wrap gap-2">
                  {card.tags.map((tag) => (
                    <li key={tag} className="rounded-full bg-primary-light px-3 py-1 text-xs font-medium text-primary-dark">
                      {tag}
                    </li>
                  ))}
                </ul>
              )}
              <Link
                href={card.href}
                className="mt-6 inline-flex items-center gap-2 font-semibold text-primary-dark hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
              >
                {linkLabel}
                <span className="sr-only">: {card.title}</span>
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
