import { choice, list, tags, text, toggle } from '@/lib/blocks/fields';
import { defineBlock } from '@/lib/blocks/define';
import { HERO_ILLUSTRATION_KEYS } from '@/lib/blocks/illustrations';

export const heroBlock = defineBlock({
  type: 'hero',
  label: 'Hero',
  icon: 'featured_video',
  note: "The page's hero: its heading, text and button come from the page's Hero Section; this block adds what sits under them.",
  template: 'Hero',
  fields: {
    illustration: choice(
      'Illustration',
      HERO_ILLUSTRATION_KEYS.map((key) => ({ value: key, text: key })),
      'none',
      {
        note: 'Drawn picture in the visual column when the Hero Section has no image.',
        half: true,
      },
    ),
    revealAfterDelay: toggle('Reveal after a short delay', false, {
      half: true,
      note: 'The heading and text fade in 300 ms after load.',
    }),
    showButton: toggle('Show the button', true, {
      half: true,
      note: 'Off for pages without a call to action in the hero (the privacy policy).',
    }),
    stats: list(
      'Counters',
      {
        value: text('Number', 8, {
          half: true,
          note: 'Counts up from 0, e.g. 50; in the landing layout shown as written, e.g. $50K+.',
        }),
        label: text('Label', 40, { half: true }),
      },
      '{{value}} {{label}}',
      { max: 4 },
    ),
    sectionLinks: list(
      'In-page links',
      {
        label: text('Label', 30, { half: true }),
        href: text('Target', 40, { half: true, note: 'An anchor on this page, e.g. #values.' }),
      },
      '{{label}}',
      { max: 6 },
    ),
    typewriter: choice(
      'Typewriter start',
      [
        { value: 'default', text: 'After 500 ms' },
        { value: 'quick', text: 'After 200 ms (the home page)' },
      ],
      'default',
      { half: true, note: 'When the highlighted words of the heading start typing.' },
    ),
    trustSignals: tags('Trust signals', 4, 40, {
      note: "Ticked points under the buttons, e.g. 'Free Consultation'; when empty, the Hero Section's trust-signals switch decides.",
    }),
    actions: list(
      'More buttons',
      {
        label: text('Label', 30, { half: true }),
        href: text('Link', 200, { half: true, note: 'A page of the site, e.g. /portfolios.' }),
      },
      '{{label}}',
      { max: 2, note: "Outlined buttons after the Hero Section's button." },
    ),
    layout: choice(
      'Layout',
      [
        { value: 'counters', text: 'Counters that count up, then the in-page links' },
        {
          value: 'lead',
          text: 'Landing page: figure tiles, buttons that open the lead form, a checklist',
        },
      ],
      'counters',
      { note: "The landing layout replaces the Hero Section's button with the lead buttons." },
    ),
    leadLabel: text('Lead button', 60, {
      optional: true,
      half: true,
      note: 'Landing layout: the main button; it opens the lead form.',
    }),
    secondaryLeadLabel: text('Second lead button', 60, {
      optional: true,
      half: true,
      note: 'Landing layout: an outlined button beside it, also opening the lead form.',
    }),
    leadBadges: tags('Lead button badges', 2, 12, {
      note: 'Landing layout: small badges on the main button, e.g. FREE.',
    }),
    checklist: tags('Checklist', 5, 120, {
      note: 'Landing layout: reassurance lines with a tick, under the buttons.',
    }),
  },
});
