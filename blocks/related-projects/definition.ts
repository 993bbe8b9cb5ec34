import { choice, number, paragraph, text } from '@/lib/blocks/fields';
import { defineBlock } from '@/lib/blocks/define';
import { anchor, highlight } from '@/lib/blocks/shared-fields';

export const relatedProjectsBlock = defineBlock({
  type: 'related_projects',
  label: 'Project cards',
  icon: 'view_carousel',
  note: 'Cards of projects chosen by the site: those sharing technologies with this case study (up to three), the featured ones, or all.',
  template: '{{heading}}',
  fields: {
    anchor,
    variant: choice(
      'Projects',
      [
        { value: 'related', text: 'Related: up to 3 sharing technologies with this case study' },
        { value: 'featured', text: 'Featured: the projects marked featured, up to the limit' },
        {
          value: 'all',
          text: 'All: every project, on white; arriving with #anchor in the address scrolls to it',
        },
      ],
      'related',
      { half: true },
    ),
    heading: text('Heading', 80),
    highlight,
    description: paragraph('Description', 240, { optional: true }),
    limit: number('How many', {
      optional: true,
      min: 1,
      max: 12,
      half: true,
      note: 'Featured: at most this many (6 when empty).',
    }),
    linkLabel: text('Card link text', 40, { half: true }),
    viewAllLabel: text('View-all button', 40, {
      optional: true,
      half: true,
      note: 'To /portfolios under the cards; empty: no button (the portfolio itself).',
    }),
  },
});
