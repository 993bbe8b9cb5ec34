import { choice, list, paragraph, text } from '../fields';
import { defineBlock } from '../define';
import { anchor, iconChoice } from './shared';

export const cardsBlock = defineBlock({
  type: 'cards',
  label: 'Cards',
  icon: 'view_module',
  note: 'A row or grid of cards, each with a title and text.',
  template: '{{heading}}',
  // The careers layouts play the careers cards' entrance instead of the reveal.
  reveals: (data) => data.variant === 'icon-pair' || data.variant === 'initials',
  animatesOnView: (data) => data.variant === 'plain' || data.variant === 'numbered',
  fields: {
    anchor,
    variant: choice(
      'Layout',
      [
        { value: 'icon-pair', text: 'Large cards with an icon, no section heading' },
        { value: 'initials', text: 'Cards led by their initial (the initials spell a word)' },
        { value: 'plain', text: 'Text cards on a tinted band, three to a row' },
        { value: 'numbered', text: 'Numbered steps (01, 02 …), four to a row' },
      ],
      'icon-pair',
      { half: true },
    ),
    heading: text('Heading', 80, { optional: true }),
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
