import { tags, text } from '@/lib/blocks/fields';
import { defineBlock } from '@/lib/blocks/define';

export const trustStripBlock = defineBlock({
  type: 'trust_strip',
  label: 'Trust strip',
  icon: 'verified_user',
  note: 'One line of short trust marks (compliance, support, rating, markets), each with a shield.',
  template: '{{label}}',
  fields: {
    label: text('Name', 40, { note: 'Read by screen readers, e.g. Trust and compliance.' }),
    items: tags('Marks', 6, 40),
  },
});
