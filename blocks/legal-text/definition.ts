import { list, paragraph, text } from '@/lib/blocks/fields';
import { defineBlock } from '@/lib/blocks/define';

export const legalTextBlock = defineBlock({
  type: 'legal_text',
  label: 'Legal text',
  icon: 'gavel',
  note: 'A long text in numbered sections, such as the privacy policy, with the effective date on top.',
  template: '{{effectiveLabel}}: {{effectiveDate}}',
  fields: {
    effectiveLabel: text('Effective date label', 40, { half: true }),
    effectiveDate: text('Effective date', 20, {
      half: true,
      note: 'Day/month/year, e.g. 01/08/2025.',
    }),
    intro: paragraph('Introduction', 1000),
    sections: list(
      'Sections',
      {
        anchor: text('Anchor', 60, {
          half: true,
          note: 'Id of the section for links (#data-we-collect); letters, digits and dashes.',
        }),
        title: text('Title', 80, { half: true, note: 'Numbered automatically.' }),
        body: paragraph('Text', 6000, {
          note: 'Paragraphs separated by an empty line; a line starting with "- " is a bullet point.',
        }),
      },
      '{{title}}',
      { min: 1, max: 30 },
    ),
    emailLabel: text('E-mail label', 30, {
      half: true,
      note: "Under the last section: the site's e-mail and phone from Settings.",
    }),
    phoneLabel: text('Phone label', 30, { half: true }),
  },
});
