/**
 * Marks every human-readable string in a Directus with a prefix, so a rendered page tells which
 * of its words came from the CMS: a visible text that lacks the mark came from the bundled copy.
 * Keys and values that are not copy (slugs, statuses, choices, links, anchors) are left alone.
 */
export const CMS_MARK = 'ǂ';

/** Fields that hold identifiers or options, not words a visitor reads. */
const NOT_COPY = new Set([
  'id',
  'slug',
  'key',
  'page',
  'sort',
  'variant',
  'icon',
  'illustration',
  'network',
  'anchor',
  'collection',
  'item',
  'button_type',
  'button_action_link',
  'ctaLink',
  'link',
  'liveUrl',
  'url',
  'href',
  'calendly_link',
  'canonical_link',
  'json_ld_schema',
  'whatsapp_number',
  'client',
  'hero_section',
  'image',
  'banner',
  'client_logo',
  'hero_image',
  'backgroundImage',
]);

const LOOKS_LIKE_AN_ID = /^(https?:|mailto:|tel:|\/|#|[a-z0-9]+(-[a-z0-9]+)*$|[0-9a-f-]{36}$)/;

export function markText(value: unknown, key = ''): unknown {
  if (NOT_COPY.has(key)) return value;
  if (typeof value === 'string') {
    if (value.trim() === '' || value.startsWith(CMS_MARK) || LOOKS_LIKE_AN_ID.test(value))
      return value;
    return `${CMS_MARK}${value}`;
  }
  if (Array.isArray(value)) return value.map((entry) => markText(entry, key));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([name, entry]) => [
        name,
        markText(entry, name),
      ]),
    );
  return value;
}
