/**
 * Icons an editor can pick for a card (Directus shows these names); components/blocks/block-icon
 * maps each to its drawing. Keep the two in step: a unit test checks every name has one.
 */
export const BLOCK_ICON_NAMES = [
  'sparkles',
  'target',
  'compass',
  'bot',
  'brain',
  'workflow',
  'zap',
  'rocket',
  'shield-check',
  'users',
  'globe',
  'trending-up',
  'clock',
  'lightbulb',
  'code',
  'database',
  'cloud',
  'smartphone',
  'palette',
  'wrench',
  'star',
  'trophy',
  'gauge',
  'search',
] as const;

export type BlockIconName = (typeof BLOCK_ICON_NAMES)[number];
