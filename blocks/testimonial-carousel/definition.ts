import { list, paragraph, text } from '@/lib/blocks/fields';
import { defineBlock } from '@/lib/blocks/define';

export const testimonialCarouselBlock = defineBlock({
  type: 'testimonial_carousel',
  label: 'Testimonial carousel',
  icon: 'format_quote',
  note: 'Client quotes one at a time in a carousel; hidden when it has none.',
  template: '{{heading}}',
  fields: {
    heading: text('Heading', 80),
    description: paragraph('Description', 240, { optional: true }),
    carouselLabel: text('Carousel name', 60, {
      half: true,
      note: 'Read out by screen readers, e.g. Client testimonials.',
    }),
    testimonials: list(
      'Quotes',
      {
        text: paragraph('Quote', 400),
        name: text('Name', 60, { half: true }),
        title: text('Role and company', 80, { half: true }),
      },
      '{{name}}',
      { max: 10 },
    ),
  },
});
