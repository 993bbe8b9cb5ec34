import { Quote } from '@/components/ui/icons';
import { SectionHeading } from '@/components/sections/section-heading';
import { Carousel } from '@/components/ui/carousel';
import type { Testimonial } from '@/lib/content/types';
import type { HomeCopy } from '@/content-fallback/home';

/** Home block 8: the testimonial carousel (the slides are server-rendered; only the carousel is a client leaf). */
export function Testimonials({
  copy,
  testimonials,
}: {
  copy: HomeCopy['testimonials'];
  testimonials: Testimonial[];
}) {
  if (testimonials.length === 0) return null;
  return (
    <section
      aria-labelledby="home-testimonials-title"
      data-home-section="testimonials"
      className="bg-surface py-16 md:py-24"
    >
      <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="home-testimonials-title"
          title={copy.heading}
          description={copy.description}
        />
        <div className="mt-12">
          <Carousel label={copy.carouselLabel} itemName="testimonial">
            {testimonials.map((testimonial) => (
              <figure
                key={testimonial.id}
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
