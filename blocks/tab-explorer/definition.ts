import { choice, list, number, paragraph, tags, text, toggle } from '@/lib/blocks/fields';
import { defineBlock } from '@/lib/blocks/define';
import { anchor, landingIconChoice } from '@/lib/blocks/shared-fields';

/**
 * Tabs of use cases (an industry, a kind of product). Every panel is in the served HTML; phones
 * show the first three tabs and two use cases of a panel until asked.
 */
export const tabExplorerBlock = defineBlock({
  type: 'tab_explorer',
  label: 'Tab explorer',
  icon: 'tab',
  note: 'Tabs of use-case cards with a call to action under them that opens the lead form. Every tab’s cards are in the page for search engines; phones show three tabs and two cards until asked.',
  template: '{{heading}}',
  fields: {
    anchor,
    heading: text('Heading', 80),
    description: paragraph('Description', 240, { optional: true }),
    cards: choice(
      'Cards',
      [
        { value: 'savings', text: 'Hours saved and a return, two cards a row' },
        { value: 'features', text: 'Three key features, timeline and cost, three cards a row' },
      ],
      'savings',
      { half: true },
    ),
    resetOnTabChange: toggle('Collapse on another tab', false, {
      half: true,
      note: 'Phones: a tab change hides the extra cards again.',
    }),
    tabsLabel: text('Name of the tabs', 40, {
      half: true,
      note: 'Read by screen readers, e.g. Industries.',
    }),
    showMoreLabel: text('Show-more button', 30, { half: true }),
    showLessLabel: text('Show-less button', 30, { half: true }),
    savedLabel: text('Word after the hours', 20, {
      optional: true,
      half: true,
      note: 'Hours-saved cards, e.g. saved.',
    }),
    featuresLabel: text('Name of the features list', 30, {
      optional: true,
      half: true,
      note: 'Feature cards, read by screen readers after the title, e.g. key features.',
    }),
    timelineLabel: text('Timeline label', 20, { optional: true, half: true }),
    costLabel: text('Cost label', 20, { optional: true, half: true }),
    tabs: list(
      'Tabs',
      {
        name: text('Name', 30, { half: true }),
        icon: landingIconChoice,
        description: paragraph('Text', 160),
        useCases: list(
          'Use cases',
          {
            title: text('Title', 60, { half: true }),
            icon: landingIconChoice,
            description: paragraph('Text', 200, { note: 'Shown cut to 80 characters on phones.' }),
            savings: text('Hours saved', 20, {
              optional: true,
              half: true,
              note: 'Hours-saved cards, e.g. 25 hrs/week.',
            }),
            roi: text('Return', 20, {
              optional: true,
              half: true,
              note: 'Hours-saved cards, e.g. $12,000/month.',
            }),
            features: tags('Key features', 3, 40, { note: 'Feature cards: three.' }),
            timeline: text('Timeline', 20, { optional: true, half: true }),
            cost: text('Cost', 20, { optional: true, half: true }),
          },
          '{{title}}',
          { min: 1, max: 8 },
        ),
      },
      '{{name}}',
      { min: 1, max: 8 },
    ),
    progressLabel: text('Progress bar label', 40, {
      optional: true,
      half: true,
      note: 'A fixed progress bar on large screens; left out when empty.',
    }),
    progressStatus: text('Progress bar status', 30, { optional: true, half: true }),
    progressPercent: number('Progress bar percent', { optional: true, min: 0, max: 100 }),
    ctaText: paragraph('Text above the button', 160),
    ctaLabel: text('Button', 40, { half: true, note: 'Opens the lead form.' }),
  },
});
