import { choice, list, paragraph, tags, text } from '@/lib/blocks/fields';
import { defineBlock } from '@/lib/blocks/define';
import { anchor } from '@/lib/blocks/shared-fields';

export const processStepsBlock = defineBlock({
  type: 'process_steps',
  label: 'Process steps',
  icon: 'format_list_numbered',
  note: 'Numbered steps, each with a tagline, duration, what it delivers and its own button.',
  template: '{{heading}}',
  reveals: true,
  fields: {
    anchor,
    heading: text('Heading', 80),
    description: paragraph('Description', 240, { optional: true }),
    stepLabel: text('Step label', 20, {
      half: true,
      note: 'Shown before each step number, e.g. "Step" gives "Step 1".',
    }),
    deliverablesLabel: text('Deliverables heading', 40, { half: true }),
    steps: list(
      'Steps',
      {
        name: text('Name', 40, {
          half: true,
          note: 'Also the step\u2019s anchor, in lower case (#octascan).',
        }),
        tagline: text('Tagline', 80, { half: true }),
        duration: text('Duration', 30, { half: true }),
        description: paragraph('Text', 400),
        deliverables: tags('Deliverables', 6, 80, { note: 'Up to 6 points of 80 characters.' }),
        action: choice(
          'Button opens',
          [
            { value: 'health-check', text: 'The free health check (dialog)' },
            { value: 'wizard', text: 'The 4-step project wizard (dialog)' },
            { value: 'scheduler', text: 'The booking link (new tab)' },
            { value: 'link', text: 'The link below' },
          ],
          'link',
          { half: true },
        ),
        actionLabel: text('Button', 40, { half: true }),
        link: text('Link', 200, {
          optional: true,
          note: 'Only for "The link below": a page of the site (/portfolios) or https://…',
        }),
      },
      '{{name}}: {{tagline}}',
      { min: 1, max: 8 },
    ),
  },
});
