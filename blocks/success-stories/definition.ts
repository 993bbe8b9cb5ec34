import { list, paragraph, pictureList, tags, text } from '@/lib/blocks/fields';
import { defineBlock } from '@/lib/blocks/define';
import { anchor } from '@/lib/blocks/shared-fields';

export const successStoriesBlock = defineBlock({
  type: 'success_stories',
  label: 'Success stories',
  icon: 'emoji_events',
  note: 'Four headline figures, then case stories with their results and technologies.',
  template: '{{heading}}',
  fields: {
    anchor,
    heading: text('Heading', 80),
    description: paragraph('Introduction', 400, { optional: true }),
    metrics: list(
      'Figures',
      {
        value: text('Figure', 16, { half: true, note: "As text: '50+', '40% Faster'." }),
        label: text('Label', 40, { half: true }),
      },
      '{{value}} {{label}}',
      { max: 4 },
    ),
    stories: pictureList(
      'Stories',
      {
        label: 'Picture',
        note: 'Cropped to 16:9 around its focal point (set it in the picture editor).',
      },
      {
        title: text('Title', 80),
        alt: text('Picture description', 160, {
          note: 'Read by screen readers: what the picture shows.',
        }),
        description: paragraph('Text', 400),
        achievements: tags('Results', 6, 160),
        technologies: tags('Technologies', 12, 40, { note: 'The first 5 are shown, then +N.' }),
      },
      '{{title}}',
      { max: 6 },
    ),
  },
});
