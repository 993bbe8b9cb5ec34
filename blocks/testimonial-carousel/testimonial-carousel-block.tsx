import { Quote } from '@/components/ui/icons';
import { SectionHeading } from '@/components/sections/section-heading';
import { Carousel } from '@/components/ui/carousel';
import { getUiLabels } from '@/lib/content/copy';
import type { BlockData } from '@/blocks/catalog';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';
import { homeSectionMarker, type BlockPage } from '../block-page';

/** Client quotes in a carousel: the slides are server-rendered; only the carousel is a client leaf. */
export function TestimonialCarouselBlock({
  id,
  data,
  page,
  editable = notEditable,
}: {
  id: string;
  data: BlockData<'testimonial_carousel'>;
  page?: BlockPage;
  editable?: Editable<BlockData<'testimonial_carousel'>>;
}) {
  if (data.testimonials.length === 0) return null;
  const headingId = `${id}-title`;
  return (
    <section
      aria-labelledby={headingId}
      {...homeSectionMarker(page, 'testimonials')}
      className="bg-surface py-16 md:py-24"
    >
      <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id={headingId}
          title={data.heading}
          description={data.description}
          edit={{ title: editable('heading'), description: editable('description') }}
        />
        {/* The quotes' holder is the carousel's own; its name (for screen readers) opens with them. */}
        <div className="mt-12" {...editable(['testimonials', 'carouselLabel'])}>
          <Carousel label={data.carouselLabel} labels={getUiLabels().CAROUSEL_LABELS}>
            {data.testimonials.map((testimonial, index) => (
              <figure
                key={`${testimonial.name}-${index}`}
                className="h-full rounded-2xl bg-white p-8 text-center shadow-sm md:p-12"
              >
                <Quote aria-hidden="true" className="text-primary mx-auto size-10" />
                <blockquote className="text-ink mt-6 text-lg md:text-xl">
                  <p>{testimonial.text}</p>
                </blockquote>
                <figcaption className="mt-6">
                  <span className="text-ink block font-semibold">{testimonial.name}</span>
                  <span className="text-muted block text-sm">{testimonial.title}</span>
                </figcaption>
              </figure>
            ))}
          </Carousel>
        </div>
      </div>
    </section>
  );
}
