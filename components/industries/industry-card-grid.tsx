import { StaticImage } from '@/components/ui/static-image';
import Link from 'next/link';
import { ArrowRight } from 'lucide-react';
import { SectionHeading } from '@/components/sections/section-heading';
import type { IndustryCardModel } from '@/lib/sections/cards';

interface IndustryCardGridProps {
  heading: string;
  description: string;
  linkLabel: string;
  cards: IndustryCardModel[];
}

/** /industries: an icon card for every industry. */
export function IndustryCardGrid({
  heading,
  description,
  linkLabel,
  cards,
}: IndustryCardGridProps) {
  return (
    <section
      id="all-industries"
      aria-labelledby="all-industries-title"
      className="scroll-mt-20 bg-white py-16 md:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="all-industries-title" title={heading} description={description} />
        <ul aria-label={heading} className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
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
                <Link
                  href={card.href}
                  className="text-primary-dark hover:text-primary focus-visible:outline-primary mt-5 inline-flex items-center gap-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2"
                >
                  {linkLabel}
                  <span className="sr-only">: {card.title}</span>
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 transition-transform group-hover:translate-x-1"
                  />
                </Link>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
