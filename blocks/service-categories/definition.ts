import { list, paragraph, tags, text, toggle } from '@/lib/blocks/fields';
import { defineBlock } from '@/lib/blocks/define';
import { anchor, iconChoice } from '@/lib/blocks/shared-fields';

export const serviceCategoriesBlock = defineBlock({
  type: 'service_categories',
  label: 'Services by category',
  icon: 'category',
  note: 'Groups of services, each with its features (at most 3 shown); ends with the quote link.',
  template: '{{heading}}',
  fields: {
    anchor,
    heading: text('Heading', 80),
    description: paragraph('Introduction', 400, { optional: true }),
    popularLabel: text('Popular badge', 20, { half: true }),
    quoteLabel: text('Quote button', 40, { half: true }),
    quoteText: paragraph('Text above the quote button', 240),
    categories: list(
      'Categories',
      {
        name: text('Name', 80, { half: true }),
        icon: iconChoice,
        description: paragraph('Text', 300),
      },
      '{{name}}',
      { max: 6 },
    ),
    services: list(
      'Services',
      {
        category: text('Category', 80, {
          half: true,
          note: 'The name of its category above, exactly.',
        }),
        name: text('Name', 80, { half: true }),
        icon: iconChoice,
        popular: toggle('Popular', false, { half: true }),
        description: paragraph('Text', 300),
        features: tags('Features', 6, 120, { note: 'The first 3 are shown.' }),
      },
      '{{category}}: {{name}}',
      { max: 24 },
    ),
  },
});
