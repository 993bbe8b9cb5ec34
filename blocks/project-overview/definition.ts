import { list, paragraph, tags, text } from '@/lib/blocks/fields';
import { defineBlock } from '@/lib/blocks/define';
import { anchor } from '@/lib/blocks/shared-fields';

export const projectOverviewBlock = defineBlock({
  type: 'project_overview',
  label: 'Project overview',
  icon: 'fact_check',
  note: "A case study's facts (client, industry, duration …) beside its overview.",
  template: '{{heading}}',
  fields: {
    anchor,
    heading: text('Heading', 80),
    description: paragraph('Overview', 2000),
    detailsHeading: text('Facts heading', 40),
    details: list(
      'Facts',
      { label: text('Label', 30, { half: true }), value: text('Value', 80, { half: true }) },
      '{{label}}: {{value}}',
      { max: 8 },
    ),
    servicesLabel: text('Services label', 30, { half: true }),
    services: tags('Services', 8, 60),
    statusLabel: text('Status label', 30, { half: true }),
    status: text('Status', 40, { half: true }),
    liveUrl: text('Live project link', 200, { optional: true, half: true, note: 'https://…' }),
    liveLinkLabel: text('Live link text', 40, { optional: true, half: true }),
  },
});
