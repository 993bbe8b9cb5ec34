import { list, number, paragraph, text } from '@/lib/blocks/fields';
import { defineBlock } from '@/lib/blocks/define';
import { anchor } from '@/lib/blocks/shared-fields';

export const officesBlock = defineBlock({
  type: 'offices',
  label: 'Offices',
  icon: 'location_on',
  note: "The offices on the dotted world map with their addresses, then the site's e-mail and phone (from Settings).",
  template: '{{heading}}',
  fields: {
    anchor,
    heading: text('Heading', 80),
    mapLabel: paragraph('Map description', 300, {
      note: 'Read by screen readers in place of the map.',
    }),
    offices: list(
      'Offices',
      {
        label: text('Name', 40, { half: true }),
        address: text('Address', 120, { half: true }),
        lat: number('Latitude', { min: -90, max: 90, half: true }),
        lng: number('Longitude', { min: -180, max: 180, half: true }),
      },
      '{{label}}: {{address}}',
      { min: 1, max: 6 },
    ),
    emailLabel: text('E-mail label', 30, { half: true }),
    phoneLabel: text('Phone label', 30, { half: true }),
  },
});
