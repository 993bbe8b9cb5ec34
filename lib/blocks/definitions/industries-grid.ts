import { paragraph, text } from '../fields';
import { defineBlock } from '../define';

export const industriesGridBlock = defineBlock({
  type: 'industries_grid',
  label: 'Industries grid',
  icon: 'domain',
  note: 'Every industry as a card linking to its page; the cards are the Industries collection.',
  template: '{{heading}}',
  reveals: true,
  fields: {
    heading: text('Heading', 80),
    description: paragraph('Description', 240, { optional: true }),
  },
});
