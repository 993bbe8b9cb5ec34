import { choice, list, paragraph, text } from '@/lib/blocks/fields';
import { defineBlock } from '@/lib/blocks/define';
import { anchor, highlight, iconChoice } from '@/lib/blocks/shared-fields';

export const cardsBlock = defineBlock({
  type: 'cards',
  label: 'Cards',
  icon: 'view_module',
  note: 'A row or grid of cards, each with a title and text.',
  template: '{{heading}}',
  // The careers layouts play the careers cards' entrance; the service pages' layouts never
  // faded in (those pages carry no reveal observer).
  reveals: (data) => data.variant === 'icon-pair' || data.variant === 'initials',
  animatesOnView: (data) => data.variant === 'plain' || data.variant === 'numbered-row',
  fields: {
    anchor,
    variant: choice(
      'Layout',
      [
        { value: 'icon-pair', text: 'Large cards with an icon, no section heading' },
        { value: 'initials', text: 'Cards led by their initial (the initials spell a word)' },
        { value: 'plain', text: 'Text cards on a tinted band, three to a row' },
        { value: 'numbered-row', text: 'Numbered steps (01, 02 …), four to a row' },
        { value: 'numbered', text: 'Numbered cards under a heading' },
        {
          value: 'numbered-scroll',
          text: 'Numbered cards; from 4 they scroll sideways while pinned (wide screens)',
        },
        {
          value: 'icon-scroll',
          text: 'Cards with an icon, on grey; more than 4 scroll sideways while pinned (wide screens)',
        },
        { value: 'steps', text: 'Numbered steps of a process, on grey' },
        { value: 'icon-grid', text: 'Four small cards a row with an icon, under the heading' },
      ],
      'icon-pair',
      { half: true },
    ),
    heading: text('Heading', 80, { optional: true }),
    highlight,
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
