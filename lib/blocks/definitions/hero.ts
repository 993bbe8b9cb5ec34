import { choice, list, tags, text, toggle } from '../fields';
import { defineBlock } from '../define';
import { HERO_ILLUSTRATION_KEYS } from '../illustrations';

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
        value: text('Number', 8, { half: true, note: 'Counts up from 0, e.g. 50.' }),
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
  },
});
