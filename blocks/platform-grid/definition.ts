import { choice, list, paragraph, text } from '@/lib/blocks/fields';
import { defineBlock } from '@/lib/blocks/define';
import { anchor } from '@/lib/blocks/shared-fields';
import { PLATFORM_BRAND_CHOICES } from '@/lib/blocks/brand-names';

export {
  PLATFORM_BRAND_MARKS,
  platformBrandOf,
  type PlatformBrandMark,
} from '@/lib/blocks/brand-names';

export const platformGridBlock = defineBlock({
  type: 'platform_grid',
  label: 'Platforms',
  icon: 'apps',
  note: 'Cards of the platforms or tools used, each with its logo, a line of text and a highlight. A fifth card shows on large screens only.',
  template: '{{heading}}',
  fields: {
    anchor,
    heading: text('Heading', 80),
    description: paragraph('Description', 240, { optional: true }),
    items: list(
      'Platforms',
      {
        name: text('Name', 40, { half: true }),
        brand: choice(
          'Logo',
          [{ value: 'none', text: 'First letter in a circle' }, ...PLATFORM_BRAND_CHOICES],
          'none',
          { half: true },
        ),
        color: text('Colour', 7, {
          half: true,
          note: "The letter circle's colour, e.g. #0066FF.",
        }),
        highlight: text('Highlight', 40, { half: true }),
        description: paragraph('Text', 160),
      },
      '{{name}}',
      { min: 1, max: 5 },
    ),
  },
});
