import { choice, list, paragraph, tags, text } from '@/lib/blocks/fields';
import { defineBlock } from '@/lib/blocks/define';
import { anchor, highlight } from '@/lib/blocks/shared-fields';
import { PLATFORM_BRAND_CHOICES, platformBrandOf } from '@/lib/blocks/brand-names';

export const automationPlatformsBlock = defineBlock({
  type: 'automation_platforms',
  label: 'Automation platforms',
  icon: 'hub',
  note: 'Platforms grouped by category, each with its logo, features (4 shown) and a figure with a bar.',
  template: '{{heading}}',
  fields: {
    anchor,
    heading: text('Heading', 80),
    highlight,
    description: paragraph('Description', 240, { optional: true }),
    featuresLabel: text('Features list name', 30, {
      half: true,
      note: "Read by screen readers after a platform's name, e.g. Features.",
    }),
    categories: list(
      'Categories',
      { name: text('Name', 60, { half: true }), description: paragraph('Text', 240) },
      '{{name}}',
      { max: 6 },
    ),
    platforms: list(
      'Platforms',
      {
        category: text('Category', 60, {
          half: true,
          note: 'The name of its category above, exactly.',
        }),
        name: text('Name', 40, { half: true }),
        icon: choice(
          'Logo',
          [{ value: 'none', text: 'First letter in a circle' }, ...PLATFORM_BRAND_CHOICES],
          'none',
          // Before it was a choice, the brand was typed (power-automate, copilot-studio).
          { half: true, legacy: platformBrandOf },
        ),
        color: text('Colour', 7, {
          optional: true,
          half: true,
          note: 'Of the letter circle when there is no logo, e.g. #0066FF.',
        }),
        description: paragraph('Text', 240),
        features: tags('Features', 8, 60, { note: 'The first 4 are shown.' }),
        metric: text('Figure', 12, {
          half: true,
          note: "e.g. 70%: a percentage sets the bar's width, anything else fills it.",
        }),
        metricText: text('Figure text', 100, { half: true }),
      },
      '{{category}}: {{name}}',
      { max: 24 },
    ),
  },
});
