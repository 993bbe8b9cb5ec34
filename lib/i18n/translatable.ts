/**
 * Which strings of the bundled content are words a visitor reads (and so are translated), and
 * which are identifiers, paths or figures that stay as they are in every language.
 */
import { withoutFactTokens } from '../content/fact-tokens';

/** Fields that hold ids, paths, links, colours or codes, never prose. */
const IDENTIFIER_KEYS = new Set([
  '@context',
  '@type',
  'action',
  'anchor',
  'bannerPath',
  'brand',
  'brandColor',
  'cards',
  'buttonHref',
  'buttonUrl',
  'canonicalLink',
  'careersEmail',
  'color',
  'ctaLink',
  'dialog',
  'focus',
  'heroBannerFocus',
  'heroBannerPlaceholder',
  'heroBannerUrl',
  'heroImage',
  'heroImageFocus',
  'heroImagePlaceholder',
  'heroSectionId',
  'href',
  'icon',
  'iconClass',
  'iconPath',
  'iconUrl',
  'id',
  'illustration',
  'image',
  'imageFocus',
  'imagePlaceholder',
  'imagePath',
  'imageUrl',
  'key',
  'kind',
  'launchDate',
  'layout',
  'leadContext',
  'link',
  'network',
  'pageContext',
  'permalink',
  'placeholder',
  'privacyHref',
  'projectUrl',
  'schedulerUrl',
  'slug',
  'stickyCta',
  'type',
  'typewriter',
  'variant',
  'viewAllHref',
  'whatsappNumber',
  'DEFAULT_LEAD_PAGE_CONTEXT',
  'PRIVACY_POLICY_EFFECTIVE_DATE',
  'effectiveDate',
  'employmentType',
  'addressCountry',
]);

const LINK = /^(https?:|mailto:|tel:|\/|#)/;
const EMAIL = /^[^\s@]+@[^\s@]+$/;
/** kebab-case or snake_case ids: 'google_search', 'retail-e-commerce'. */
const IDENTIFIER = /^[a-z0-9]+(?:[-_][a-z0-9]+)+$/;
/** At least two letters in a row: '50+', '24/7', '$200K+' and dates are figures, not words. */
const WORD = /\p{L}{2,}/u;

/** A choice's `value` is its stable id ('healthcare', 'asap') unless it is a figure with words. */
const OPTION_ID = /^[a-z0-9_-]+$/;

/** Text a visitor reads, words or figures: not an id, a path, a link, an address or an asset. */
export function isReadableEntry(key: string, value: string): boolean {
  if (IDENTIFIER_KEYS.has(key)) return false;
  if (key === 'value' && OPTION_ID.test(value)) return false;
  const text = value.trim();
  if (!text) return false;
  if (LINK.test(text) || EMAIL.test(text) || IDENTIFIER.test(text)) return false;
  // Asset paths written without a leading slash.
  if (/\.(svg|png|jpe?g|webp|avif)$/i.test(text) && !/\s/.test(text)) return false;
  return true;
}

/**
 * Readable text with words in it: what the catalogs translate ('$200K+' is a figure, and so is a
 * lone fact token, '{fact:projects}', whose value is written in the page's language later).
 */
export function isTranslatableEntry(key: string, value: string): boolean {
  return isReadableEntry(key, value) && WORD.test(withoutFactTokens(value));
}
