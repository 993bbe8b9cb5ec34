import { list, paragraph, tags, text } from '@/lib/blocks/fields';
import { defineBlock } from '@/lib/blocks/define';

export const whyUsBlock = defineBlock({
  type: 'why_us',
  label: 'Reasons and counters',
  icon: 'verified',
  note: 'On a dark band: a heading, ticked reasons and up to four counters that count up once.',
  template: '{{heading}}',
  fields: {
    heading: text('Heading', 80),
    description: paragraph('Description', 240, { optional: true }),
    reasons: tags('Reasons', 6, 80),
    stats: list(
      'Counters',
      {
        value: text('Number', 8, { half: true, note: "Counts up from 0, e.g. '98%'." }),
        label: text('Label', 40, { half: true }),
      },
      '{{value}} {{label}}',
      { max: 4 },
    ),
  },
});
