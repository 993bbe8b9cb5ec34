import { text } from '@/lib/blocks/fields';
import { defineBlock } from '@/lib/blocks/define';

export const stickyCtaBlock = defineBlock({
  type: 'sticky_cta',
  label: 'Sticky call to action',
  icon: 'call_to_action',
  note: 'A bar that stays in view and opens the lead form: a floating pill at the bottom right on large screens, a bar along the bottom below 1024 px. Where it sits in the page does not matter.',
  template: '{{floatingText}}',
  fields: {
    floatingText: text('Large screens: text', 40, { half: true }),
    floatingLabel: text('Large screens: button', 30, { half: true }),
    barText: text('Phones: text', 40, { half: true }),
    barLabel: text('Phones: button', 30, { half: true }),
  },
});
