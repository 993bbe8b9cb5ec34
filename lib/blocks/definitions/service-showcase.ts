import { list, paragraph, text } from '../fields';
import { defineBlock } from '../define';
import { SECTION_LIMITS } from '@/lib/constants';
import { anchor, highlight } from './shared';

export const serviceShowcaseBlock = defineBlock({
  type: 'service_showcase',
  label: 'Service showcase',
  icon: 'view_agenda',
  note: 'A numbered list beside scrolling panels (pinned on wide screens), one per service.',
  template: '{{heading}}',
  fields: {
    anchor,
    heading: text('Heading', 80),
    highlight,
    description: paragraph('Description', 240, { optional: true }),
    items: list(
      'Services',
      {
        title: text('Title', 60, { half: true }),
        subtitle: text('Subtitle', 60, { optional: true, half: true }),
        description: paragraph('Text', 600, {
          optional: true,
          note: `Shown cut to ${SECTION_LIMITS.showcaseDescription} characters.`,
        }),
        icon: text('Icon', 200, {
          optional: true,
          note: 'A picture of the site, e.g. /assets/services/icons/automation.svg.',
        }),
      },
      '{{title}}',
      {
        min: 1,
        max: 8,
        note: `The ${SECTION_LIMITS.showcaseMaxItems} most complete are shown (a subtitle and an icon first); each needs a subtitle or a text.`,
      },
    ),
  },
});
