import { isTranslatableEntry } from '@/lib/i18n/translatable';

export type Catalog = Readonly<Record<string, string>>;
/** Bundled English copy, options or messages in one language; anything else given back as it is. */
export type DialogTranslator = <T>(value: T) => T;

/**
 * One language's dialog catalog: its dialog modules, and the two words the dialogs share with
 * other pages, catalogued once where they first appeared ('AI Development' among the heroes,
 * 'Privacy Policy' in the consent banner).
 */
export function dialogCatalog(
  modules: readonly Catalog[],
  shared: { heroes: Catalog; consent: Catalog },
): Catalog {
  return Object.assign(
    {},
    ...modules,
    { 'AI Development': shared.heroes['AI Development'] },
    { 'Privacy Policy': shared.consent['Privacy Policy'] },
  ) as Catalog;
}

function walk(value: unknown, key: string, catalog: Catalog): unknown {
  if (typeof value === 'string')
    return isTranslatableEntry(key, value) ? (catalog[value] ?? value) : value;
  if (Array.isArray(value)) return value.map((item) => walk(item, key, catalog));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([childKey, child]) => [childKey, walk(child, childKey, catalog)]),
  );
}

/**
 * A catalog's translator, by the same rules as the server's localize(): option ids, links and
 * figures stay as they are. It lives in the language chunks (with the rules of what is
 * translatable) because English pages, most of the traffic, never need it.
 */
export function translatorFor(catalog: Catalog): DialogTranslator {
  return <T>(value: T) => walk(value, '', catalog) as T;
}
