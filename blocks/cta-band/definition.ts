import { choice, paragraph, text } from '@/lib/blocks/fields';
import { defineBlock } from '@/lib/blocks/define';

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
        { value: 'lead', text: 'One button that opens the lead form, on the brand colour' },
        {
          value: 'lead-offer',
          text: 'An offer: one or two buttons that open the lead form, a deadline line and a note',
        },
        {
          value: 'teaser',
          text: 'A centred teaser on grey: one outlined button to the link below',
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
      note: 'The one-button and teaser layouts: a page of the site (/contact) or https://…',
    }),
    anchor: text('Anchor', 40, { optional: true, half: true }),
    urgency: text('Deadline line', 60, {
      optional: true,
      half: true,
      note: 'The offer layout: a bold line under the buttons, e.g. Save $50K+ Yearly.',
    }),
    note: text('Small print', 160, {
      optional: true,
      note: 'The offer layout: the last line; • separates phrases, one per line on phones.',
    }),
  },
});
