/**
 * The platforms' brand marks an editor can pick (a platform card's, tile's or automation
 * platform's logo), and how a brand typed before those fields were choices reads. No imports:
 * components/ui/brand-marks reads the aliases too.
 */

/** The platforms' brand marks the site draws (components/ui/brand-marks); else a letter circle. */
export const PLATFORM_BRAND_MARKS = [
  'airtable',
  'claude',
  'copilot',
  'cursor',
  'githubcopilot',
  'lovable',
  'make',
  'n8n',
  'openai',
  'powerapps',
  'powerautomate',
  'powerbi',
  'replit',
  'uipath',
  'v0',
  'zapier',
] as const;
export type PlatformBrandMark = (typeof PLATFORM_BRAND_MARKS)[number];

/** Each mark's product name, as editors read it in the Logo dropdowns (the mark's own title). */
const PLATFORM_BRAND_NAMES: Record<PlatformBrandMark, string> = {
  airtable: 'Airtable',
  claude: 'Claude',
  copilot: 'Microsoft Copilot',
  cursor: 'Cursor',
  githubcopilot: 'GitHub Copilot',
  lovable: 'Lovable',
  make: 'Make',
  n8n: 'n8n',
  openai: 'OpenAI',
  powerapps: 'Power Apps',
  powerautomate: 'Power Automate',
  powerbi: 'Power BI',
  replit: 'Replit',
  uipath: 'UiPath',
  v0: 'v0',
  zapier: 'Zapier',
};

/** The marks as the choices of a Logo dropdown: the key is stored, the product name shown. */
export const PLATFORM_BRAND_CHOICES = PLATFORM_BRAND_MARKS.map((mark) => ({
  value: mark,
  text: PLATFORM_BRAND_NAMES[mark],
}));

/** Products that carry their maker's mark. */
export const PLATFORM_BRAND_ALIASES: Record<string, PlatformBrandMark> = {
  copilotstudio: 'copilot',
  microsoft365copilot: 'copilot',
  openaicodex: 'openai',
};

/**
 * A platform's mark from a brand as an editor wrote it (`power-automate`, `Copilot Studio`):
 * letters and digits only, products under their maker's mark; undefined when the site draws none.
 */
export function platformBrandOf(value: string | undefined): PlatformBrandMark | undefined {
  const slug = value?.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (!slug) return undefined;
  const mark = PLATFORM_BRAND_ALIASES[slug] ?? slug;
  return PLATFORM_BRAND_MARKS.find((candidate) => candidate === mark);
}
