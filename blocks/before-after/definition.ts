import { list, paragraph, text } from '@/lib/blocks/fields';
import { defineBlock } from '@/lib/blocks/define';
import { anchor, landingIconChoice } from '@/lib/blocks/shared-fields';

/** A row of one side: a shorter wording below 768 px (the text is also cut at 80 characters). */
const comparisonItems = (label: string) =>
  list(
    label,
    {
      icon: landingIconChoice,
      desktopTitle: text('Title', 60, { half: true }),
      mobileTitle: text('Title on phones', 40, { half: true }),
      desktopDesc: paragraph('Text', 200),
      mobileDesc: paragraph('Text on phones', 120, { note: 'Shown cut to 80 characters.' }),
    },
    '{{desktopTitle}}',
    { min: 1, max: 8 },
  );

export const beforeAfterBlock = defineBlock({
  type: 'before_after',
  label: 'Before and after',
  icon: 'compare',
  note: 'Two cards side by side: the problems before and the gains after, each with a closing figure. Phones show three rows of each until asked.',
  template: '{{heading}}',
  fields: {
    anchor,
    heading: text('Heading', 80),
    description: paragraph('Description', 240, { optional: true }),
    beforeHeading: text('Before: heading', 60, { half: true }),
    beforeMoreLabel: text('Before: show-more button', 40, {
      half: true,
      note: 'Phones, while rows are hidden.',
    }),
    beforeItems: comparisonItems('Before: problems'),
    beforeResultValue: text('Before: figure', 16, { half: true }),
    beforeResultLabel: text('Before: figure label', 40, { half: true }),
    afterHeading: text('After: heading', 60, { half: true }),
    afterMoreLabel: text('After: show-more button', 40, {
      half: true,
      note: 'Phones, while rows are hidden.',
    }),
    afterItems: comparisonItems('After: gains'),
    afterResultValue: text('After: figure', 16, { half: true }),
    afterResultLabel: text('After: figure label', 40, { half: true }),
    showLessLabel: text('Show-less button', 30, { half: true, note: 'Phones, once expanded.' }),
  },
});
