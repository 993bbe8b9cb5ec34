/**
 * Names of the Directus translations schema (the `translations` interface, as Directus's i18n
 * starter names it): the `languages` collection and, per content collection `<c>`, the junction
 * `<c>_translations` with `<c>_id` and `languages_code`. No imports: the revalidation route and
 * the seed read these too.
 */
export const LANGUAGES_COLLECTION = 'languages';
export const TRANSLATIONS_FIELD = 'translations';
const SUFFIX = '_translations';
export const translationsCollectionName = (collection: string) => `${collection}${SUFFIX}`;
/** The junction's key to its parent record (`hero_section_id`). */
export const translationsParentField = (collection: string) => `${collection}_id`;
/** The parent collection of a `<c>_translations` junction, or undefined for any other name. */
export const parentOfTranslations = (collection: string) =>
  collection.endsWith(SUFFIX) ? collection.slice(0, -SUFFIX.length) : undefined;
