import { choice, list, paragraph, text } from '../fields';
import { defineBlock } from '../define';
import { anchor, iconChoice } from './shared';

export const cardsBlock = defineBlock({
  type: 'cards',
  label: 'Cards',
  icon: 'view_module',
  note: 'A row or grid of cards, each with a title and text.',
  template: '{{heading}}',
  reveals: true,
  fields: {
    anchor,
    variant: choice(
      'Layout',
      [
        { value: 'icon-pair', text: 'Large cards with an icon, no section heading' },
        { value: 'initials', text: 'Cards led by their initial (the initials spell a word)' },
        { value: 'icon-grid', text: 'Four small cards a row with an icon, under the heading' },
      ],
      'icon-pair',
      { half: true },
    ),
    heading: text('Heading', 80, { optional: true }),
    highlightedText: text('Highlighted words', 40, {
      optional: true,
      note: 'Words of the heading shown in the brand colour (the small-cards layout).',
    }),
    description: paragraph('Description', 240, { optional: true }),
    items: list(
      'Cards',
      {
        title: text('Title', 60, { half: true }),
        icon: iconChoice,
        description: paragraph('Text', 320),
      },
      '{{title}}',
      { min: 1, max: 12 },
    ),
  },
});
