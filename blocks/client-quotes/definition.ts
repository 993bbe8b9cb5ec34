import { list, paragraph, text } from '@/lib/blocks/fields';
import { defineBlock } from '@/lib/blocks/define';
import { anchor } from '@/lib/blocks/shared-fields';

export const clientQuotesBlock = defineBlock({
  type: 'client_quotes',
  label: 'Client quotes',
  icon: 'format_quote',
  note: 'Quotes of clients in cards of three, each with five stars, where it was posted, the role and the client’s sector and city.',
  template: '{{heading}}',
  fields: {
    anchor,
    heading: text('Heading', 80),
    description: paragraph('Description', 240, { optional: true }),
    items: list(
      'Quotes',
      {
        source: text('Posted on', 30, { half: true, note: 'e.g. Google Reviews, Clutch.' }),
        author: text('Who', 40, { half: true, note: 'A role, e.g. Operations Director.' }),
        industry: text('Sector', 40, { half: true }),
        city: text('City', 30, { half: true }),
        quote: paragraph('Quote', 300),
      },
      '{{author}}, {{city}}',
      { min: 1, max: 6 },
    ),
  },
});
