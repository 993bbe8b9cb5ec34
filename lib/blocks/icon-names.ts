/**
 * The named line icons content refers to (a card's or a stat's icon): one stroke style across
 * every page. Editors pick one of these names in Directus; components/ui/line-icons
 * draws each (its map must have every name: the type checks it).
 */
export const LINE_ICON_NAMES = [
  'bar-chart',
  'bot',
  'boxes',
  'brain',
  'building',
  'calendar',
  'cart',
  'chart-line',
  'check',
  'clock',
  'cloud',
  'code',
  'cog',
  'compass',
  'dashboard',
  'database',
  'document',
  'gauge',
  'git-branch',
  'globe',
  'graduation',
  'health',
  'layers',
  'lightbulb',
  'lock',
  'mail',
  'map-pin',
  'message',
  'palette',
  'plug',
  'printer',
  'rocket',
  'search',
  'server',
  'shield',
  'smartphone',
  'sparkles',
  'target',
  'trending-up',
  'truck',
  'users',
  'wallet',
  'workflow',
  'wrench',
  'zap',
] as const;

export type LineIconName = (typeof LINE_ICON_NAMES)[number];

/** The icons a block's card can show (the line icons). */
export const BLOCK_ICON_NAMES = LINE_ICON_NAMES;
export type BlockIconName = LineIconName;

/**
 * The landing pages' icons (before/after rows, explorer tabs and use cases): the solid-stroke
 * icon set those pages were drawn with, kept so they look as before. components/landing draws each.
 */
export const LANDING_ICON_NAMES = [
  'clock',
  'alert',
  'trending-down',
  'users',
  'file',
  'zap',
  'target',
  'trending-up',
  'shield',
  'bot',
  'heart',
  'cart',
  'factory',
  'landmark',
  'graduation',
  'truck',
  'globe',
  'smartphone',
  'message',
  'database',
  'workflow',
  'refresh',
  'code',
  'dollar',
  'check',
] as const;

export type LandingIconName = (typeof LANDING_ICON_NAMES)[number];

/**
 * The services' own icons (public/assets/services/icons/{name}.svg), one per service: the ones a
 * service showcase's row can show. Bundled art, picked by name like the other icons.
 */
export const SERVICE_ICON_NAMES = [
  'ai-apps-integrations',
  'ai-development',
  'automated-social-media',
  'automation',
  'business-automation',
  'cloud-services',
  'devops-services',
  'product-development',
  'ui-ux-design',
  'web-mobile-dev',
] as const;

export type ServiceIconName = (typeof SERVICE_ICON_NAMES)[number];

const SERVICE_ICON_DIR = '/assets/services/icons/';

export const serviceIconPath = (name: ServiceIconName): string => `${SERVICE_ICON_DIR}${name}.svg`;

/** A service icon's name from its name or its site path (how the field was filled before). */
export function serviceIconNameOf(value: string | undefined): ServiceIconName | undefined {
  const name = value
    ?.trim()
    .replace(SERVICE_ICON_DIR, '')
    .replace(/\.svg$/, '');
  return SERVICE_ICON_NAMES.find((candidate) => candidate === name);
}
