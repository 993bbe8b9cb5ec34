import { number, paragraph, text } from '@/lib/blocks/fields';
import { defineBlock } from '@/lib/blocks/define';

export const expertAdviceBlock = defineBlock({
  type: 'expert_advice',
  label: 'Advice banner',
  icon: 'support_agent',
  note: 'A brand-coloured banner with a booking button, two claims and the review-platform rating.',
  template: '{{heading}}',
  fields: {
    heading: text('Heading', 80),
    description: paragraph('Description', 240, { optional: true }),
    ctaText: text('Button', 40, { half: true }),
    ctaLink: text('Button link', 200, {
      optional: true,
      half: true,
      note: 'Empty: the booking link of the settings (new tab).',
    }),
    projectsValue: text('First claim', 8, { half: true, note: "e.g. '500+'." }),
    projectsLabel: text('First claim label', 30, { half: true }),
    satisfiedValue: text('Second claim', 8, { half: true, note: "e.g. '92%'." }),
    satisfiedLabel: text('Second claim label', 30, { half: true }),
    ratingPlatform: text('Review platform', 40, { half: true, note: 'e.g. Clutch.' }),
    rating: number('Rating', { min: 0, max: 10, half: true, note: 'e.g. 4.9.' }),
    maxRating: number('Best rating', { min: 1, max: 10, half: true, note: 'e.g. 5: the stars.' }),
    reviewCount: number('Reviews', { min: 0, max: 100000, half: true }),
    ratingLine: text('Rating line', 60, {
      half: true,
      note: '{rating}, {best} and {count} are filled in, e.g. "{rating}/{best} from {count} reviews".',
    }),
    platformLine: text('Platform line', 60, {
      half: true,
      note: '{platform} is filled in, e.g. "on {platform}".',
    }),
  },
});
