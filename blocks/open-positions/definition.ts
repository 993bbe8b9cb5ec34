import { paragraph, text } from '@/lib/blocks/fields';
import { defineBlock } from '@/lib/blocks/define';
import { anchor } from '@/lib/blocks/shared-fields';

export const openPositionsBlock = defineBlock({
  type: 'open_positions',
  label: 'Open positions',
  icon: 'work',
  note: 'The published Jobs as cards linking to each job page and its application form, or the empty state when there are none.',
  template: '{{heading}}',
  animatesOnView: true,
  fields: {
    anchor,
    heading: text('Heading', 80),
    description: paragraph('Description', 240, { optional: true }),
    defaultLocation: text('Location of a job without one', 60, {
      note: 'Shown on a job card whose job names no location.',
    }),
    applyLabel: text('Apply button', 30, { half: true }),
    readMoreLabel: text('Link to the job page', 40, {
      half: true,
      optional: true,
      note: 'Under each card; screen readers hear the job title after it.',
    }),
    fullTimeLabel: text('Employment type: full-time', 30, { half: true, optional: true }),
    partTimeLabel: text('Employment type: part-time', 30, { half: true, optional: true }),
    contractLabel: text('Employment type: contract', 30, { half: true, optional: true }),
    temporaryLabel: text('Employment type: temporary', 30, { half: true, optional: true }),
    internLabel: text('Employment type: internship', 30, { half: true, optional: true }),
    applySubject: text('Application e-mail subject', 80, {
      half: true,
      note: '{job} is replaced by the job title, e.g. "Application for {job}".',
    }),
    emptyHeading: text('No jobs: heading', 60, { half: true }),
    resumeLabel: text('No jobs: button', 40, { half: true }),
    emptyText: paragraph('No jobs: text', 240),
    resumeSubject: text('No jobs: e-mail subject', 80, {
      note: 'Subject of the resume e-mail the button opens.',
    }),
  },
});
