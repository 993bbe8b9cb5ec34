import { list, paragraph, text } from '@/lib/blocks/fields';
import { defineBlock } from '@/lib/blocks/define';
import { anchor } from '@/lib/blocks/shared-fields';

export const techStackBlock = defineBlock({
  type: 'tech_stack',
  label: 'Technology stack',
  icon: 'memory',
  note: 'Technologies grouped by category, in the order of their rows.',
  template: '{{heading}}',
  fields: {
    anchor,
    heading: text('Heading', 80),
    description: paragraph('Introduction', 400, { optional: true }),
    technologies: list(
      'Technologies',
      {
        category: text('Category', 60, { half: true, note: 'Rows with the same category group.' }),
        name: text('Name', 60, { half: true }),
        description: text('Text', 160, { optional: true }),
      },
      '{{category}}: {{name}}',
      { max: 60 },
    ),
  },
});
