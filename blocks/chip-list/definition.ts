import { paragraph, tags, text } from '@/lib/blocks/fields';
import { defineBlock } from '@/lib/blocks/define';
import { anchor } from '@/lib/blocks/shared-fields';

export const chipListBlock = defineBlock({
  type: 'chip_list',
  label: 'Chips',
  icon: 'label',
  note: 'A centred heading with a row of short names (chips) and a link under them.',
  template: '{{heading}}',
  fields: {
    anchor,
    heading: text('Heading', 80),
    description: paragraph('Description', 240, { optional: true }),
    chips: tags('Chips', 16, 40, { note: 'Up to 16 names of 40 characters.' }),
    linkLabel: text('Link text', 40, { optional: true, half: true }),
    link: text('Link', 200, {
      optional: true,
      half: true,
      note: 'A page of the site (/industries) or https://…',
    }),
  },
});
