import { paragraph, text } from '@/lib/blocks/fields';
import { defineBlock } from '@/lib/blocks/define';
import { anchor, highlight } from '@/lib/blocks/shared-fields';

export const reviewsBlock = defineBlock({
  type: 'reviews',
  label: 'Reviews',
  icon: 'reviews',
  note: 'The published Reviews with the rating summary above them; this block holds the heading.',
  template: '{{heading}}',
  fields: {
    anchor,
    heading: text('Heading', 80),
    highlight,
    description: paragraph('Description', 240, { optional: true }),
    summary: text('Rating summary', 80, {
      note: 'After the bold rating (4.9/5): {count} and {platform} are replaced by the figures.',
    }),
  },
});
