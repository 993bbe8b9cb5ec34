import { HighlightedTitle } from '@/components/ui/highlighted-title';
import { IntentLink } from '@/components/layout/intent-link';
import { ArrowRight } from '@/components/ui/icons';
import { SectionHeading } from '@/components/sections/section-heading';
import type { BlockData } from '@/blocks/catalog';
import { getServices } from '@/lib/content';
import { serviceCardWidths, serviceHref, type CardWidth } from '@/lib/sections/services-layout';
import { fillTemplate } from '@/lib/text';
import { CutText } from '@/components/ui/cut-text';
import { TEXT_LIMITS } from '@/lib/content/limits';
import { getUiLabels } from '@/lib/content/copy';
import { ServiceCardGrid } from '@/components/services/service-card-grid';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';
import { homeSectionMarker, type BlockPage } from '../block-page';

// Literal class names so Tailwind sees them; the span per width comes from the layout table.
const SPAN: Record<CardWidth, string> = {
  full: 'lg:col-span-3',
  wide: 'lg:col-span-2',
  narrow: 'lg:col-span-1',
};

/**
 * Every service of the Services collection: compact text cards whose widths come from the layout
 * table in lib/sections (home), or banner-and-icon cards in #all-services (the services page).
 */
export async function ServicesGridBlock({
  id,
  data,
  page,
  editable = notEditable,
}: {
  id: string;
  data: BlockData<'services_grid'>;
  page?: BlockPage;
  editable?: Editable<BlockData<'services_grid'>>;
}) {
  const services = await getServices();
  const { serviceCardLinkTarget } = getUiLabels().HOME_LABELS;
  // The cards are the Services collection's; the block holds the words around them.
  const edit = { title: editable('heading'), description: editable('description') };
  if (data.layout === 'banner')
    return (
      <ServiceCardGrid
        heading={data.heading}
        description={data.description}
        linkLabel={data.linkLabel}
        services={services}
        edit={{ ...edit, linkLabel: editable('linkLabel') }}
      />
    );
  const widths = serviceCardWidths(services.length);
  const headingId = `${id}-title`;
  return (
    <section
      aria-labelledby={headingId}
      {...homeSectionMarker(page, 'services')}
      className="py-16 md:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id={headingId}
          title={data.heading}
          description={data.description}
          edit={edit}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {services.map((service, index) => {
            const width = widths[index] ?? 'narrow';
            return (
              <li
                key={service.id}
                data-width={width}
                data-reveal
                className={`${SPAN[width]} ${width === 'full' ? 'md:col-span-2' : ''}`}
              >
                <IntentLink
                  href={serviceHref(service)}
                  className="group hover:border-primary focus-visible:outline-primary flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2"
                >
                  <h3 className="text-ink text-xl font-semibold">
                    <HighlightedTitle title={service.title} highlight={service.titleHighlight} />
                  </h3>
                  <p className="text-muted mt-3 flex-1">
                    <CutText text={service.shortDescription} max={TEXT_LIMITS.sectionDescription} />
                  </p>
                  <span
                    className="text-primary mt-4 inline-flex items-center gap-1 font-semibold"
                    {...editable('linkLabel')}
                  >
                    {data.linkLabel}
                    <span className="sr-only">
                      {` ${fillTemplate(serviceCardLinkTarget, { service: service.title })}`}
                    </span>
                    <ArrowRight
                      aria-hidden="true"
                      className="size-4 transition-transform group-hover:translate-x-1"
                    />
                  </span>
                </IntentLink>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
