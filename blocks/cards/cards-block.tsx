import { cardGridClass } from '@/components/ui/card-grid';
import type { ReactNode } from 'react';
import { SectionHeading } from '@/components/sections/section-heading';
import { ContentCardsSection } from './content-cards';
import { CoreFeaturesSection } from './core-features';
import { IconBenefitCardsSection } from './icon-benefit-cards';
import { ProcessFlowSection } from './process-flow';
import type { BlockData } from '@/blocks/catalog';
import { ABOUT_MOTION } from '@/components/about/about-motion';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';
import { BLOCK_ICONS } from './block-icon';
import { homeSectionMarker, type BlockPage } from '../block-page';

type CardsData = BlockData<'cards'>;

interface LayoutProps {
  id: string;
  data: CardsData;
  page?: BlockPage;
  editable: Editable<CardsData>;
}

/** The block's heading and line, marked for the Visual Editor. */
const headingEdit = (editable: Editable<CardsData>) => ({
  title: editable(['heading', 'highlight']),
  description: editable('description'),
});

/** Two or three large cards with an icon and an h2 each; the block heading names the section. */
function IconPairCards({ id, data, editable }: LayoutProps) {
  return (
    <section id={data.anchor} aria-label={data.heading} className="scroll-mt-20 bg-white">
      <div
        className="mx-auto grid max-w-7xl gap-6 px-4 py-16 sm:px-6 md:grid-cols-2 md:py-20 lg:px-8"
        {...editable('items')}
      >
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
function InitialCards({ id, data, editable }: LayoutProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={data.anchor}
      aria-labelledby={data.heading ? headingId : undefined}
      className="bg-surface scroll-mt-20"
    >
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20 lg:px-8">
        {data.heading && (
          <SectionHeading
            id={headingId}
            title={data.heading}
            description={data.description}
            edit={headingEdit(editable)}
          />
        )}
        <ol
          {...editable('items')}
          className={`mt-12 gap-5 ${cardGridClass({ twoFrom: 'sm', columns: 4 })}`}
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
function IconGridCards({ id, data, page, editable }: LayoutProps) {
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
            highlightedText={data.highlight}
            description={data.description}
            edit={headingEdit(editable)}
          />
        )}
        <ul
          className={`mt-12 gap-6 ${cardGridClass({ twoFrom: 'sm', columns: 4 })}`}
          {...editable('items')}
        >
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

/** The careers layouts' section: its heading and line over the cards. */
function HeadedCards({
  id,
  data,
  className,
  children,
  editable,
}: {
  id: string;
  data: CardsData;
  className: string;
  children: ReactNode;
  editable: Editable<CardsData>;
}) {
  const headingId = `${data.anchor ?? id}-heading`;
  return (
    <section
      id={data.anchor}
      aria-labelledby={data.heading ? headingId : undefined}
      className={className}
    >
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20 lg:px-8">
        {data.heading && (
          <h2
            id={headingId}
            {...editable('heading')}
            className="text-ink text-3xl font-bold tracking-tight sm:text-4xl"
          >
            {data.heading}
          </h2>
        )}
        {data.description && (
          <p {...editable('description')} className="text-muted mt-3 text-lg">
            {data.description}
          </p>
        )}
        {children}
      </div>
    </section>
  );
}

/** Text cards three to a row on a tinted band (the careers benefits). */
function PlainCards({ id, data, editable }: LayoutProps) {
  return (
    <HeadedCards id={id} data={data} editable={editable} className="bg-surface scroll-mt-20">
      <ul className={`mt-10 gap-6 ${cardGridClass({ twoFrom: 'sm' })}`} {...editable('items')}>
        {data.items.map((card, index) => (
          <li
            key={`${card.title}-${index}`}
            data-animate-on-view
            data-testid="benefit-card"
            className="rounded-2xl bg-white p-6 shadow-sm"
          >
            <h3 className="text-ink text-lg font-semibold">{card.title}</h3>
            <p className="text-muted mt-2">{card.description}</p>
          </li>
        ))}
      </ul>
    </HeadedCards>
  );
}

/** The service pages' layouts: a heading (with highlighted words) over numbered or icon cards. */
function SectionCards({ id, data, editable }: LayoutProps) {
  const props = {
    id: data.anchor ?? id,
    anchor: data.anchor,
    section: {
      heading: data.heading ?? '',
      highlightedText: data.highlight,
      description: data.description,
      edit: headingEdit(editable),
    },
  };
  const numbered = data.items.map((card, index) => ({
    cardNumber: index + 1,
    title: card.title,
    description: card.description,
  }));
  switch (data.variant) {
    case 'numbered-scroll':
      return <CoreFeaturesSection {...props} cards={numbered} />;
    case 'icon-scroll':
      return <IconBenefitCardsSection {...props} cards={data.items} />;
    case 'steps':
      return (
        <ProcessFlowSection
          {...props}
          steps={numbered.map(({ cardNumber, ...step }) => ({ stepNumber: cardNumber, ...step }))}
        />
      );
    default:
      return <ContentCardsSection {...props} cards={numbered} />;
  }
}

/** Steps numbered 01, 02 … four to a row (the careers hiring process). */
function NumberedCards({ id, data, editable }: LayoutProps) {
  return (
    <HeadedCards id={id} data={data} editable={editable} className="scroll-mt-20 bg-white">
      <ol
        className={`mt-10 gap-6 ${cardGridClass({ twoFrom: 'sm', columns: 4 })}`}
        {...editable('items')}
      >
        {data.items.map((step, index) => (
          <li
            key={`${step.title}-${index}`}
            data-animate-on-view
            data-testid="hiring-step"
            className="bg-surface rounded-2xl p-6"
          >
            <span className="text-primary text-3xl font-black">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className="text-ink mt-2 text-lg font-semibold">{step.title}</h3>
            <p className="text-muted mt-2 text-sm">{step.description}</p>
          </li>
        ))}
      </ol>
    </HeadedCards>
  );
}

const CARD_LAYOUTS = {
  'icon-pair': IconPairCards,
  initials: InitialCards,
  plain: PlainCards,
  'numbered-row': NumberedCards,
  numbered: SectionCards,
  'numbered-scroll': SectionCards,
  'icon-scroll': SectionCards,
  steps: SectionCards,
  'icon-grid': IconGridCards,
} satisfies Record<CardsData['variant'], (props: LayoutProps) => ReactNode>;

export function CardsBlock({
  id,
  data,
  page,
  editable = notEditable,
}: Omit<LayoutProps, 'editable'> & { editable?: Editable<CardsData> }) {
  const Layout = CARD_LAYOUTS[data.variant];
  return <Layout id={id} data={data} page={page} editable={editable} />;
}
