import { list, paragraph, text } from '@/lib/blocks/fields';
import { defineBlock } from '@/lib/blocks/define';
import { anchor } from '@/lib/blocks/shared-fields';

const figures = (label: string, max: number) =>
  list(
    label,
    {
      value: text('Figure', 20, { half: true, note: "As text: '$15,000/year', '40%'." }),
      label: text('Label', 40, { half: true }),
    },
    '{{value}} {{label}}',
    { min: 1, max },
  );

export const roiFiguresBlock = defineBlock({
  type: 'roi_figures',
  label: 'Return on investment',
  icon: 'calculate',
  note: 'On a dark band: typical gains, one headline figure, a row of track-record figures and a button that opens the lead form.',
  template: '{{heading}}',
  fields: {
    anchor,
    heading: text('Heading', 80),
    description: paragraph('Description', 240, { optional: true }),
    gainsHeading: text('Gains: heading', 60),
    gains: figures('Gains', 6),
    headlineValue: text('Headline figure', 10, { half: true }),
    headlineLabel: text('Headline label', 40, { half: true }),
    stats: figures('Track record', 4),
    ctaLabel: text('Button', 40, { half: true, note: 'Opens the lead form.' }),
    note: text('Small print', 160, {
      note: 'Under the button; • separates phrases, one per line on phones.',
    }),
  },
});
