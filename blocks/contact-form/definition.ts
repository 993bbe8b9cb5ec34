import { paragraph, text, toggle } from '@/lib/blocks/fields';
import { defineBlock } from '@/lib/blocks/define';

export const contactFormBlock = defineBlock({
  type: 'contact_form',
  label: 'Contact form',
  icon: 'contact_mail',
  note: "The contact form with a heading and text; its labels and messages are the form's own.",
  template: '{{heading}}',
  fields: {
    heading: text('Heading', 80),
    text: paragraph('Text', 240),
    desktopOnly: toggle('Only from 1024 px wide', false, {
      note: 'Hidden on phones and tablets (the home page, where a call-to-action card opens the lead form there instead).',
    }),
  },
});
