import { text } from '../fields';
import { defineBlock } from '../define';
import { anchor } from './shared';

export const relatedProjectsBlock = defineBlock({
  type: 'related_projects',
  label: 'Related projects',
  icon: 'view_carousel',
  note: 'Up to three projects that share technologies with this one, chosen by the site.',
  template: '{{heading}}',
  fields: {
    anchor,
    heading: text('Heading', 80),
    linkLabel: text('Card link text', 40, { half: true }),
    viewAllLabel: text('View-all button', 40, { half: true }),
  },
});
