import { IntentLink } from '@/components/layout/intent-link';
import { SectionHeading } from '@/components/sections/section-heading';
import type { IndustryCardModel } from '@/lib/sections/cards';
import type { SectionData } from '@/lib/sections/types';

/** Home block 7: industry cards (title 60, description 150) linking to /industries/{slug}. */
export function IndustriesGrid({ copy, cards }: { copy: SectionData; cards: IndustryCardModel[] }) {
  return (
    <section
      aria-labelledby="home-industries-title"
      data-home-section="industries"
      className="py-16 md:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="home-industries-title"
          title={copy.heading}
          description={copy.description}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map((card) => (
            <li key={card.id} data-reveal>
              <IntentLink
                href={card.href}
                className="hover:border-primary focus-visible:outline-primary flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2"
              >
                <h3 className="text-ink text-lg font-semibold">{card.title}</h3>
                <p className="text-muted mt-2 text-sm">{card.description}</p>
              </IntentLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
