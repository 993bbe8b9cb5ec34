import { cardGridClass } from '@/components/ui/card-grid';
import { buttonClassName } from '@/components/ui/button';
import { IntentLink } from '@/components/layout/intent-link';
import { SectionHeading } from '@/components/sections/section-heading';
import { LazyImage } from '@/components/ui/lazy-image';
import { TagList } from '@/components/ui/tag-list';
import type { BlockData } from '@/blocks/catalog';
import { getFeaturedProjects } from '@/lib/content';
import { featuredPortfolioCards, type PortfolioCardModel } from '@/lib/sections/cards';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';
import { homeSectionMarker, type BlockPage } from '../block-page';

function PortfolioCard({ card }: { card: PortfolioCardModel }) {
  const titleId = `portfolio-card-${card.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      {/* The picture clips its own corners: a clipping card would cut the tags' tooltip. */}
      <div className="relative aspect-[16/10] overflow-hidden rounded-t-[15px]">
        <LazyImage
          src={card.imagePath}
          focus={card.imageFocus}
          backdrop={card.imagePlaceholder}
          alt={card.imageAlt}
          sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <h3 id={titleId} className="text-ink text-lg font-semibold">
          <IntentLink
            href={card.href}
            className="hover:text-primary focus-visible:outline-primary focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            {card.title}
          </IntentLink>
        </h3>
        <p className="text-muted flex-1">{card.description}</p>
        <TagList tags={card.tags} id={titleId} />
      </div>
    </article>
  );
}

/** The projects marked Featured (as many as the block allows), then a button to every project. */
export async function FeaturedProjectsBlock({
  id,
  data,
  page,
  editable = notEditable,
}: {
  id: string;
  data: BlockData<'featured_projects'>;
  page?: BlockPage;
  editable?: Editable<BlockData<'featured_projects'>>;
}) {
  const cards = featuredPortfolioCards(await getFeaturedProjects(data.limit));
  if (cards.length === 0) return null;
  const headingId = `${id}-title`;
  return (
    <section
      aria-labelledby={headingId}
      {...homeSectionMarker(page, 'portfolio')}
      className="bg-surface py-16 md:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id={headingId}
          title={data.heading}
          description={data.description}
          edit={{ title: editable('heading'), description: editable('description') }}
        />
        {/* The cards are the Projects collection's; the block holds how many are shown. */}
        <ul className={`mt-12 gap-6 ${cardGridClass()}`} {...editable('limit')}>
          {cards.map((card) => (
            <li key={card.id} data-reveal>
              <PortfolioCard card={card} />
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <IntentLink
            href={data.viewAllHref}
            className={buttonClassName({ variant: 'outline' })}
            {...editable(['viewAllLabel', 'viewAllHref'])}
          >
            {data.viewAllLabel}
          </IntentLink>
        </div>
      </div>
    </section>
  );
}
