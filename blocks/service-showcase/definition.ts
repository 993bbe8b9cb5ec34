import { choice, list, paragraph, text } from '@/lib/blocks/fields';
import { SERVICE_ICON_NAMES, serviceIconNameOf } from '@/lib/blocks/icon-names';
import { defineBlock } from '@/lib/blocks/define';
import { SECTION_LIMITS } from '@/lib/content/limits';
import { anchor, highlight } from '@/lib/blocks/shared-fields';

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
        icon: choice(
          'Icon',
          [
            { value: 'none', text: 'No icon' },
            ...SERVICE_ICON_NAMES.map((name) => ({ value: name, text: name })),
          ],
          'none',
          // Before it was a choice, the icon was a site path (/assets/services/icons/automation.svg).
          { half: true, legacy: serviceIconNameOf },
        ),
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
