import { list, text } from '@/lib/blocks/fields';
import { defineBlock } from '@/lib/blocks/define';
import { anchor } from '@/lib/blocks/shared-fields';

export const statsBandBlock = defineBlock({
  type: 'stats_band',
  label: 'Figures band',
  icon: 'leaderboard',
  note: 'Up to four big figures with a line of text each, on a dark band.',
  template: '{{label}}',
  fields: {
    anchor,
    label: text('Name of the figures', 60, {
      note: 'Read by screen readers, e.g. Results in numbers.',
    }),
    stats: list(
      'Figures',
      {
        value: text('Figure', 12, { half: true, note: 'e.g. 98% or 24/7' }),
        description: text('Text', 120, {
          note: 'Words inside <strong>…</strong> are bold; no other markup.',
        }),
      },
      '{{value}}',
      { min: 1, max: 4 },
    ),
  },
});
