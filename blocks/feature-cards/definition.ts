import { list, paragraph, tags, text, toggle } from '@/lib/blocks/fields';
import { defineBlock } from '@/lib/blocks/define';
import { anchor, iconChoice } from '@/lib/blocks/shared-fields';

export const featureCardsBlock = defineBlock({
  type: 'feature_cards',
  label: 'Feature cards',
  icon: 'auto_awesome',
  note: 'Features with an icon; their benefits show on hover and keyboard focus. One can be highlighted.',
  template: '{{heading}}',
  fields: {
    anchor,
    heading: text('Heading', 80),
    highlightLabel: text('Highlight badge', 20, { half: true }),
    features: list(
      'Features',
      {
        title: text('Title', 80, { half: true }),
        icon: iconChoice,
        description: paragraph('Text', 400),
        benefits: tags('Benefits', 6, 160),
        highlighted: toggle('Highlighted', false, { half: true }),
      },
      '{{title}}',
      { min: 1, max: 9 },
    ),
  },
});
