import { paragraph, text } from '../fields';
import { defineBlock } from '../define';

export const servicesGridBlock = defineBlock({
  type: 'services_grid',
  label: 'Services grid',
  icon: 'grid_view',
  note: 'Every service as a card linking to its page; the cards are the Services collection.',
  template: '{{heading}}',
  reveals: true,
  fields: {
    heading: text('Heading', 80),
    description: paragraph('Description', 240, { optional: true }),
    linkLabel: text('Card link text', 30, {
      half: true,
      note: "Under each card, e.g. 'Learn more'.",
    }),
  },
});
