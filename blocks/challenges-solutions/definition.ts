import { list, paragraph, tags, text, toggle } from '@/lib/blocks/fields';
import { defineBlock } from '@/lib/blocks/define';
import { anchor, iconChoice } from '@/lib/blocks/shared-fields';

const points = tags('Points', 6, 160, { note: 'One point per entry.' });

export const challengesSolutionsBlock = defineBlock({
  type: 'challenges_solutions',
  label: 'Challenges and solutions',
  icon: 'compare_arrows',
  note: 'The problems of a sector beside how we solve them; one solution can be featured.',
  template: '{{heading}}',
  fields: {
    anchor,
    heading: text('Heading', 80),
    description: paragraph('Introduction', 400, { optional: true }),
    challengesHeading: text('Challenges heading', 40, { half: true }),
    solutionsHeading: text('Solutions heading', 40, { half: true }),
    featuredLabel: text('Featured badge', 20, { half: true, note: 'On the featured solution.' }),
    challenges: list(
      'Challenges',
      {
        title: text('Title', 80, { half: true }),
        icon: iconChoice,
        description: paragraph('Text', 400),
        points,
      },
      '{{title}}',
      { max: 8 },
    ),
    solutions: list(
      'Solutions',
      {
        title: text('Title', 80, { half: true }),
        icon: iconChoice,
        description: paragraph('Text', 400),
        points,
        featured: toggle('Featured', false, { half: true }),
      },
      '{{title}}',
      { max: 8 },
    ),
  },
});
