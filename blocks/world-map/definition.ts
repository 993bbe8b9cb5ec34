import { list, number, paragraph, text } from '@/lib/blocks/fields';
import { defineBlock } from '@/lib/blocks/define';
import { anchor } from '@/lib/blocks/shared-fields';

export const worldMapBlock = defineBlock({
  type: 'world_map',
  label: 'World map',
  icon: 'public',
  note: 'Offices and client countries on a dotted world map.',
  template: '{{heading}}',
  fields: {
    anchor,
    heading: text('Heading', 80),
    description: paragraph('Description', 240, { optional: true }),
    mapLabel: paragraph('Map description', 300, {
      note: 'Read by screen readers in place of the map.',
    }),
    officesHeading: text('Offices heading', 40, { half: true }),
    clientsHeading: text('Clients heading', 40, { half: true }),
    offices: list(
      'Offices',
      {
        label: text('Name', 40, { half: true }),
        place: text('City, country', 60, { half: true }),
        lat: number('Latitude', { min: -90, max: 90, half: true }),
        lng: number('Longitude', { min: -180, max: 180, half: true }),
      },
      '{{label}}: {{place}}',
      { max: 8 },
    ),
    clients: list(
      'Client countries',
      {
        label: text('Short name', 20, { half: true }),
        place: text('Country', 60, { half: true }),
        lat: number('Latitude', { min: -90, max: 90, half: true }),
        lng: number('Longitude', { min: -180, max: 180, half: true }),
      },
      '{{label}}',
      { max: 16 },
    ),
  },
});
