import { number, paragraph, text } from '@/lib/blocks/fields';
import { defineBlock } from '@/lib/blocks/define';

export const featuredProjectsBlock = defineBlock({
  type: 'featured_projects',
  label: 'Featured projects',
  icon: 'collections_bookmark',
  note: 'Cards of the projects marked Featured, then a button to every project; hidden when none is featured.',
  template: '{{heading}}',
  reveals: true,
  fields: {
    heading: text('Heading', 80),
    description: paragraph('Description', 240, { optional: true }),
    limit: number('Most projects shown', {
      optional: true,
      min: 1,
      max: 12,
      half: true,
      note: 'Empty: every featured project.',
    }),
    viewAllLabel: text('Button', 40, { half: true }),
    viewAllHref: text('Button link', 200, {
      half: true,
      note: 'A page of the site, e.g. /portfolios.',
    }),
  },
});
