import { choice, paragraph, text } from '@/lib/blocks/fields';
import { defineBlock } from '@/lib/blocks/define';

export const industriesGridBlock = defineBlock({
  type: 'industries_grid',
  label: 'Industries grid',
  icon: 'domain',
  note: 'Every industry as a card linking to its page; the cards are the Industries collection.',
  template: '{{heading}}',
  reveals: (data) => data.layout === 'compact',
  fields: {
    layout: choice(
      'Layout',
      [
        { value: 'compact', text: 'Text cards, four a row, that fade in (the home page)' },
        {
          value: 'icon',
          text: "Cards with each industry's icon and a link line (the industries page)",
        },
      ],
      'compact',
      { half: true },
    ),
    heading: text('Heading', 80),
    description: paragraph('Description', 240, { optional: true }),
    linkLabel: text('Card link text', 30, {
      optional: true,
      half: true,
      note: "The icon layout: under each card, e.g. 'See industry solutions'.",
    }),
  },
});
