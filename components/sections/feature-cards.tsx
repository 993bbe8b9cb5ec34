import type { FeatureCard } from '@/lib/sections/types';

/** Feature cards whose benefits expand on hover and on keyboard focus (CSS only, no client JS). */
export function FeatureCards({ label, cards }: { label: string; cards: FeatureCard[] }) {
  return (
    <ul aria-label={label} className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.title}>
          <article
            tabIndex={0}
            className="group h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-primary focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            <h3 className="text-lg font-semibold text-ink">{card.title}</h3>
            <p className="mt-2 text-muted">{card.description}</p>
            {card.benefits.length > 0 && (
              <div className="grid grid-rows-[0fr] overflow-hidden transition-[grid-template-rows] duration-300 group-focus-within:grid-rows-[1fr] group-hover:grid-rows-[1fr]">
                <ul className="min-h-0 list-disc space-y-1 pl-5 text-sm text-ink [&>li:first-child]:mt-4">
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
