import { choice, list, paragraph, text } from '../fields';
import { defineBlock } from '../define';

/** Platforms with a drawn brand mark (components/ui/brand-marks); any other shows its first letter. */
export const PLATFORM_BRANDS = [
  'airtable',
  'claude',
  'cursor',
  'githubcopilot',
  'make',
  'n8n',
  'replit',
  'uipath',
  'v0',
  'zapier',
] as const;

const tiles = (label: string) =>
  list(
    label,
    {
      name: text('Name', 40, { half: true }),
      brand: choice(
        'Brand mark',
        [
          { value: 'none', text: 'none (first letter in a circle)' },
          ...PLATFORM_BRANDS.map((brand) => ({ value: brand, text: brand })),
        ],
        'none',
        { half: true },
      ),
      color: text('Circle colour', 7, {
        half: true,
        note: 'Of the first-letter circle, e.g. #0066FF.',
      }),
      description: text('Text', 60, { half: true }),
    },
    '{{name}}',
    { min: 1, max: 6 },
  );

export const platformTilesBlock = defineBlock({
  type: 'platform_tiles',
  label: 'Platform tiles',
  icon: 'apps',
  note: 'Two columns of platform tiles (logo, name, a line each), six at most per column.',
  template: '{{heading}}',
  reveals: true,
  fields: {
    heading: text('Heading', 80),
    description: paragraph('Description', 240, { optional: true }),
    firstHeading: text('First column heading', 60, { half: true }),
    secondHeading: text('Second column heading', 60, { half: true }),
    first: tiles('First column'),
    second: tiles('Second column'),
  },
});
