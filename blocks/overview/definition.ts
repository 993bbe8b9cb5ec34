import { list, paragraph, tags, text } from '@/lib/blocks/fields';
import { defineBlock } from '@/lib/blocks/define';
import { anchor, iconChoice } from '@/lib/blocks/shared-fields';

export const overviewBlock = defineBlock({
  type: 'overview',
  label: 'Overview',
  icon: 'article',
  note: 'A long introduction with key figures, and a box of trends beside it.',
  template: '{{heading}}',
  fields: {
    anchor,
    heading: text('Heading', 80),
    description: paragraph('Introduction', 1500),
    statsLabel: text('Figures label', 40, { note: 'Names the figures for screen readers.' }),
    stats: list(
      'Key figures',
      {
        value: text('Figure', 16, { half: true, note: 'e.g. 70%' }),
        label: text('Label', 60, { half: true }),
        icon: iconChoice,
        description: paragraph('Text', 200),
      },
      '{{value}} {{label}}',
      { max: 6 },
    ),
    trendsHeading: text('Trends heading', 60, { optional: true }),
    trends: tags('Trends', 8, 200, { note: 'One trend per entry.' }),
  },
});
