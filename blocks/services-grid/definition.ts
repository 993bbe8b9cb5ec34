import { choice, paragraph, text } from '@/lib/blocks/fields';
import { defineBlock } from '@/lib/blocks/define';

export const servicesGridBlock = defineBlock({
  type: 'services_grid',
  label: 'Services grid',
  icon: 'grid_view',
  note: 'Every service as a card linking to its page; the cards are the Services collection.',
  template: '{{heading}}',
  reveals: (data) => data.layout === 'compact',
  fields: {
    layout: choice(
      'Layout',
      [
        { value: 'compact', text: 'Text cards of mixed widths that fade in (the home page)' },
        {
          value: 'banner',
          text: "Cards with each service's banner and icon, three a row (the services page)",
        },
      ],
      'compact',
      { half: true },
    ),
    heading: text('Heading', 80),
    description: paragraph('Description', 240, { optional: true }),
    linkLabel: text('Card link text', 30, {
      half: true,
      note: "Under each card, e.g. 'Learn more'.",
    }),
  },
});
