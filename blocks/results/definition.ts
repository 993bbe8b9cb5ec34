import { list, paragraph, tags, text } from '@/lib/blocks/fields';
import { defineBlock } from '@/lib/blocks/define';
import { anchor } from '@/lib/blocks/shared-fields';

export const resultsBlock = defineBlock({
  type: 'results',
  label: 'Results',
  icon: 'insights',
  note: 'Measured results on a dark band, then the key achievements.',
  template: '{{heading}}',
  fields: {
    anchor,
    heading: text('Heading', 80),
    description: paragraph('Introduction', 600, { optional: true }),
    metrics: list(
      'Figures',
      {
        value: text('Figure', 16, { half: true }),
        label: text('Label', 60, { half: true }),
        description: paragraph('Text', 200),
      },
      '{{value}} {{label}}',
      { max: 6 },
    ),
    achievementsHeading: text('Achievements heading', 60, { optional: true }),
    achievements: tags('Achievements', 8, 200),
  },
});
