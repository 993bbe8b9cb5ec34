import { choice, paragraph, text } from '../fields';
import { defineBlock } from '../define';

export const ctaBandBlock = defineBlock({
  type: 'cta_band',
  label: 'Call to action',
  icon: 'ads_click',
  note: 'A band with a heading, a line of text and one or two buttons.',
  template: '{{heading}}',
  fields: {
    variant: choice(
      'Buttons',
      [
        {
          value: 'schedule-wizard',
          text: 'Book a call (new tab) and Get Started (the 4-step wizard), on dark',
        },
        {
          value: 'quote-contact',
          text: 'Get a quote (booking link, new tab) and Contact Us (/contact), on light',
        },
        { value: 'link', text: 'One button to the link below, on a light band' },
        {
          value: 'lead-modal',
          text: 'One button opening the three-question lead form, on a dark card shown only below 1024 px',
        },
      ],
      'schedule-wizard',
    ),
    heading: text('Heading', 80),
    text: paragraph('Text', 240),
    primaryLabel: text('First button', 40, { half: true }),
    secondaryLabel: text('Second button', 40, {
      optional: true,
      half: true,
      note: 'Not used by the one-button layout.',
    }),
    link: text('Button link', 200, {
      optional: true,
      note: 'The one-button layout: a page of the site (/contact) or https://…',
    }),
    anchor: text('Anchor', 40, { optional: true, half: true }),
  },
});
