import { list, paragraph, text } from '@/lib/blocks/fields';
import { defineBlock } from '@/lib/blocks/define';
import { anchor } from '@/lib/blocks/shared-fields';

export const stepCardsBlock = defineBlock({
  type: 'step_cards',
  label: 'Steps with durations',
  icon: 'format_list_numbered',
  note: 'Numbered steps in a row of cards, each with its duration, then the total time against the usual one.',
  template: '{{heading}}',
  fields: {
    anchor,
    heading: text('Heading', 80),
    description: paragraph('Description', 240, { optional: true }),
    steps: list(
      'Steps',
      {
        number: text('Number', 4, { half: true, note: 'e.g. 01.' }),
        duration: text('Duration', 20, { half: true }),
        title: text('Title', 60),
        description: paragraph('Text', 200),
      },
      '{{number}} {{title}}',
      { min: 1, max: 8 },
    ),
    totalLabel: text('Total: label', 40, { half: true, note: 'e.g. Total time to launch.' }),
    totalFast: text('Total: ours', 20, { half: true }),
    totalVersus: text('Total: the word between', 10, { half: true, note: 'e.g. vs.' }),
    totalSlow: text('Total: the usual (struck through)', 20, { half: true }),
  },
});
