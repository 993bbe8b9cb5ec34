import { list, paragraph, text } from '@/lib/blocks/fields';
import { defineBlock } from '@/lib/blocks/define';
import { SECTION_LIMITS } from '@/lib/content/limits';
import { anchor, highlight } from '@/lib/blocks/shared-fields';

export const techListBlock = defineBlock({
  type: 'tech_list',
  label: 'Technology list',
  icon: 'construction',
  note: 'Tools in a row of cards, then a button (a booking link opens the booking page).',
  template: '{{heading}}',
  fields: {
    anchor,
    heading: text('Heading', 80),
    highlight,
    description: paragraph('Description', 240, { optional: true }),
    items: list(
      'Technologies',
      {
        title: text('Name', SECTION_LIMITS.techListTitle, { half: true }),
        description: text('Text', SECTION_LIMITS.techListDescription),
      },
      '{{title}}',
      { min: 1, max: 12 },
    ),
    buttonLabel: text('Button', 40, { optional: true, half: true, note: 'Empty: no button.' }),
    link: text('Button link', 200, {
      optional: true,
      half: true,
      note: 'A page of the site (/contact); any https:// link opens the booking page of Settings.',
    }),
  },
});
