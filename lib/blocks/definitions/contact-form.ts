import { paragraph, text } from '../fields';
import { defineBlock } from '../define';

export const contactFormBlock = defineBlock({
  type: 'contact_form',
  label: 'Contact form',
  icon: 'contact_mail',
  note: "The contact form with a heading and text; its labels and messages are the form's own.",
  template: '{{heading}}',
  fields: {
    heading: text('Heading', 80),
    text: paragraph('Text', 240),
  },
});
