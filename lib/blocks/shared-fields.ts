/** Fields several block types share. */
import { choice, text } from './fields';
import { BLOCK_ICON_NAMES, LANDING_ICON_NAMES } from './icon-names';

export const iconChoice = choice(
  'Icon',
  BLOCK_ICON_NAMES.map((name) => ({ value: name, text: name })),
  'sparkles',
  { half: true },
);

export const anchor = text('Anchor', 40, {
  optional: true,
  half: true,
  note: 'Id of the section for in-page links (#anchor); letters, digits and dashes.',
});

export const highlight = text('Highlighted words', 60, {
  optional: true,
  half: true,
  note: 'Words of the heading shown in the brand colour, exactly as in the heading.',
});
/** An icon of the landing pages' set (components/landing/landing-icon). */
export const landingIconChoice = choice(
  'Icon',
  LANDING_ICON_NAMES.map((name) => ({ value: name, text: name })),
  'check',
  { half: true },
);
