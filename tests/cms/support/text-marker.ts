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
  // A job's codes: ISO country (validated by Directus) and the schema.org employment type.
  'country_code',
  'employment_type',
  'client',
  'hero_section',
  'image',
  'banner',
  'client_logo',
  'hero_image',
  'backgroundImage',
]);

const PHRASE_SEPARATOR = ' • ';

/**
 * Values the marker leaves alone because they may be keys (a lower-case word like 'n8n' or
 * 'saved' may be either); the coverage test does not count such visible texts either way.
 */
export const LOOKS_LIKE_AN_ID =
  /^(https?:|mailto:|tel:|\/|#|[a-z0-9]+(-[a-z0-9]+)*$|[0-9a-f-]{36}$)/;

export function markText(value: unknown, key = ''): unknown {
  if (NOT_COPY.has(key)) return value;
  if (typeof value === 'string') {
    if (value.trim() === '' || value.startsWith(CMS_MARK) || LOOKS_LIKE_AN_ID.test(value))
      return value;
    // A text the site splits is marked in each part: a legal text's paragraphs and '- ' points
    // (one per line), and the phrases of a note separated by ' • '.
    if (value.includes('\n') || value.includes(PHRASE_SEPARATOR))
      return value
        .split('\n')
        .map((line) =>
          line
            .split(PHRASE_SEPARATOR)
            .map((part) =>
              part.trim() === '' ? part : part.replace(/^(\s*(?:[-•]\s+)?)/, `$1${CMS_MARK}`),
            )
            .join(PHRASE_SEPARATOR),
        )
        .join('\n');
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
