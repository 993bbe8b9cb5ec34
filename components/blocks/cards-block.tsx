import { SectionHeading } from '@/components/sections/section-heading';
import type { BlockData } from '@/lib/blocks/catalog';
import { ABOUT_MOTION } from '@/lib/constants';
import { BLOCK_ICONS } from './block-icon';
import { homeSectionMarker, type BlockPage } from './block-page';

type CardsData = BlockData<'cards'>;

/** Two or three large cards with an icon and an h2 each; the block heading names the section. */
function IconPairCards({ id, data }: { id: string; data: CardsData }) {
  return (
    <section id={data.anchor} aria-label={data.heading} className="scroll-mt-20 bg-white">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-16 sm:px-6 md:grid-cols-2 md:py-20 lg:px-8">
        {data.items.map((card, index) => {
          const Icon = BLOCK_ICONS[card.icon];
          const headingId = `${id}-card-${index}-heading`;
          return (
            <article
              key={headingId}
              aria-labelledby={headingId}
              className="bg-surface rounded-3xl p-8"
            >
              <span className="bg-primary-light text-primary-dark inline-flex size-12 items-center justify-center rounded-2xl">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h2 id={headingId} className="text-ink mt-5 text-2xl font-bold">
                {card.title}
              </h2>
              <p className="text-muted mt-3 text-lg leading-relaxed">{card.description}</p>
            </article>
          );
        })}
      </div>
    </section>
  );
}

/** Cards led by their initial; read down, the initials spell a word (0.1 s stagger). */
function InitialCards({ id, data }: { id: string; data: CardsData }) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={data.anchor}
      aria-labelledby={data.heading ? headingId : undefined}
      className="bg-surface scroll-mt-20"
    >
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20 lg:px-8">
        {data.heading && (
          <SectionHeading id={headingId} title={data.heading} description={data.description} />
        )}
        <ol
          className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4"
          aria-label={`${data.heading ?? ''}: ${data.items.map((card) => card.title[0]).join('')}`}
        >
          {data.items.map((card, index) => (
            <li
              key={`${card.title}-${index}`}
              data-reveal
              style={{ transitionDelay: `${index * ABOUT_MOTION.valueStaggerMs}ms` }}
              className="rounded-2xl bg-white p-6 shadow-sm"
            >
              <span aria-hidden="true" className="text-primary text-4xl font-black">
                {card.title[0]}
              </span>
              <h3 className="text-ink mt-2 text-lg font-semibold">{card.title}</h3>
              <p className="text-muted mt-2 text-sm leading-relaxed">{card.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** Small cards four to a row, each with an icon, under a heading with highlighted words. */
function IconGridCards({ id, data, page }: { id: string; data: CardsData; page?: BlockPage }) {
  const headingId = `${id}-title`;
  return (
    <section
      id={data.anchor}
      aria-labelledby={data.heading ? headingId : undefined}
      {...homeSectionMarker(page, 'capabilities')}
      className="py-16 md:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {data.heading && (
          <SectionHeading
            id={headingId}
            title={data.heading}
            highlightedText={data.highlightedText}
            description={data.description}
          />
        )}
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {data.items.map((card, index) => {
            const Icon = BLOCK_ICONS[card.icon];
            return (
              <li
                key={`${card.title}-${index}`}
                data-reveal
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <Icon
                  aria-hidden="true"
                  className="bg-primary-light text-primary size-10 rounded-xl p-2"
                />
                <h3 className="text-ink mt-4 text-lg font-semibold">{card.title}</h3>
                <p className="text-muted mt-2">{card.description}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

export function CardsBlock({ id, data, page }: { id: string; data: CardsData; page?: BlockPage }) {
  if (data.variant === 'initials') return <InitialCards id={id} data={data} />;
  if (data.variant === 'icon-grid') return <IconGridCards id={id} data={data} page={page} />;
  return <IconPairCards id={id} data={data} />;
}
