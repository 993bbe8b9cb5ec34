import { cardGridClass } from '@/components/ui/card-grid';
import { IntentLink } from '@/components/layout/intent-link';
import { SectionHeading } from '@/components/sections/section-heading';
import type { BlockData } from '@/blocks/catalog';
import { getIndustries } from '@/lib/content';
import { toIndustryCard } from '@/lib/sections/cards';
import { IndustryCardGrid } from '@/components/industries/industry-card-grid';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';
import { homeSectionMarker, type BlockPage } from '../block-page';

/**
 * Every industry of the Industries collection (title 60, description 150), linking to its page:
 * compact text cards (home), or icon cards with a link line in #all-industries (the industries page).
 */
export async function IndustriesGridBlock({
  id,
  data,
  page,
  editable = notEditable,
}: {
  id: string;
  data: BlockData<'industries_grid'>;
  page?: BlockPage;
  editable?: Editable<BlockData<'industries_grid'>>;
}) {
  const cards = (await getIndustries()).map(toIndustryCard);
  // The cards are the Industries collection's; the block holds the words around them.
  const edit = { title: editable('heading'), description: editable('description') };
  if (data.layout === 'icon')
    return (
      <IndustryCardGrid
        heading={data.heading}
        description={data.description}
        linkLabel={data.linkLabel ?? ''}
        cards={cards}
        edit={{ ...edit, linkLabel: editable('linkLabel') }}
      />
    );
  const headingId = `${id}-title`;
  return (
    <section
      aria-labelledby={headingId}
      {...homeSectionMarker(page, 'industries')}
      className="py-16 md:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id={headingId}
          title={data.heading}
          description={data.description}
          edit={edit}
        />
        <ul className={`mt-12 gap-6 ${cardGridClass({ twoFrom: 'sm', columns: 4 })}`}>
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
