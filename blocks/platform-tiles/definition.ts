import { choice, list, paragraph, text } from '@/lib/blocks/fields';
import { defineBlock } from '@/lib/blocks/define';
import { PLATFORM_BRAND_CHOICES, PLATFORM_BRAND_MARKS } from '@/lib/blocks/brand-names';

/** Platforms with a drawn brand mark: the platform cards' list (components/ui/brand-marks). */
export const PLATFORM_BRANDS = PLATFORM_BRAND_MARKS;

const tiles = (label: string) =>
  list(
    label,
    {
      name: text('Name', 40, { half: true }),
      brand: choice(
        'Brand mark',
        [{ value: 'none', text: 'none (first letter in a circle)' }, ...PLATFORM_BRAND_CHOICES],
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
