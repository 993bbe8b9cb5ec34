import { list, paragraph, text } from '@/lib/blocks/fields';
import { defineBlock } from '@/lib/blocks/define';
import { anchor } from '@/lib/blocks/shared-fields';

export const timelineBlock = defineBlock({
  type: 'timeline',
  label: 'Timeline',
  icon: 'timeline',
  note: 'Milestones down a vertical line, one after another.',
  template: '{{heading}}',
  reveals: true,
  fields: {
    anchor,
    heading: text('Heading', 80),
    description: paragraph('Description', 240, { optional: true }),
    milestones: list(
      'Milestones',
      {
        year: text('Year', 10, { half: true }),
        title: text('Title', 60, { half: true }),
        description: paragraph('Text', 240),
      },
      '{{year}} {{title}}',
      { min: 1, max: 12 },
    ),
  },
});
