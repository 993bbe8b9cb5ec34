import { paragraph, text } from '@/lib/blocks/fields';
import { defineBlock } from '@/lib/blocks/define';
import { anchor } from '@/lib/blocks/shared-fields';

export const challengeSolutionBlock = defineBlock({
  type: 'challenge_solution',
  label: 'Challenge and solution',
  icon: 'swap_horiz',
  note: 'The problem a project solved beside how, in two boxes.',
  template: '{{heading}}',
  fields: {
    anchor,
    heading: text('Heading', 80),
    challengeHeading: text('Challenge heading', 40, { half: true }),
    solutionHeading: text('Solution heading', 40, { half: true }),
    challenge: paragraph('Challenge', 1200),
    solution: paragraph('Solution', 1200),
  },
});
