/**
 * Directus translations (the `translations` interface, as Directus's i18n starter models them):
 * every content collection `<c>` has a junction `<c>_translations` with `<c>_id`, `languages_code`
 * and a copy of each translatable field. English stays in the record's own fields; an Arabic or
 * Turkish page reads its language's row over them. A field the row leaves empty shows the English
 * value and logs the same `[i18n]` line as the catalogs; CMS words are never looked up in the
 * catalogs (lib/i18n/localize skips what markTranslatedByCms marked).
 */
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { reportMissing } from '@/lib/i18n/localize';
import { isTranslatableEntry } from '@/lib/i18n/translatable';

import { TRANSLATIONS_FIELD } from './translation-names';

/** The junction's own fields and a record's bookkeeping: never content. */
const ROW_KEYS = new Set(['id', 'languages_code', 'status', 'user_created', 'user_updated']);

type TranslationRow = Record<string, unknown> & { languages_code?: unknown };
type WithTranslations = Record<string, unknown> & { translations?: unknown };

/** The fields to ask for: the record's own and its translations (not on English pages). */
export function withTranslationFields(fields: readonly string[], locale: Locale): string[] {
  return locale === DEFAULT_LOCALE ? [...fields] : [...fields, `${TRANSLATIONS_FIELD}.*`];
}

/** Directus `deep` that returns only the page language's translation row. */
export function translationDeep(locale: Locale) {
  return { [TRANSLATIONS_FIELD]: { _filter: { languages_code: { _eq: locale } } } };
}

const isRow = (value: unknown): value is TranslationRow =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function languageOf(row: TranslationRow): unknown {
  const code = row.languages_code;
  return isRow(code) ? code.code : code;
}

function reportEnglishWords(value: unknown, key: string, locale: Locale): void {
  if (typeof value === 'string') {
    if (isTranslatableEntry(key, value)) reportMissing(locale, value);
  } else if (Array.isArray(value)) {
    for (const item of value) reportEnglishWords(item, key, locale);
  } else if (isRow(value)) {
    for (const [childKey, child] of Object.entries(value))
      reportEnglishWords(child, childKey, locale);
  }
}

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * `record` in `locale`: each translatable field from its translation row when the row has it,
 * else the English value, logged once. `fields` names the translatable fields when they are known
 * (any row of the collection lists them); without it every field with words counts. English
 * records come back as they are.
 */
export function translateRecord<T extends object>(
  record: T,
  locale: Locale,
  fields?: ReadonlySet<string>,
): T {
  if (locale === DEFAULT_LOCALE) return record;
  const { [TRANSLATIONS_FIELD]: rows, ...own } = record as WithTranslations;
  const row = (Array.isArray(rows) ? rows : []).find(
    (candidate): candidate is TranslationRow =>
      isRow(candidate) && languageOf(candidate) === locale,
  );
  const translatable = fields ?? new Set(Object.keys(own));
  const result: Record<string, unknown> = { ...own };
  for (const field of translatable) {
    if (ROW_KEYS.has(field) || !(field in own) || field.endsWith('_id')) continue;
    const translated = row?.[field];
    if (!isEmpty(translated)) result[field] = translated;
    else reportEnglishWords(own[field], field, locale);
  }
  return result as T;
}

/** The translatable fields of a collection, as its translation rows in this answer list them. */
export function translatedFieldsOf(records: readonly object[]): Set<string> | undefined {
  for (const record of records) {
    const rows = (record as WithTranslations)[TRANSLATIONS_FIELD];
    const row = Array.isArray(rows) ? rows.find(isRow) : undefined;
    if (row)
      return new Set(Object.keys(row).filter((key) => !ROW_KEYS.has(key) && !key.endsWith('_id')));
  }
  return undefined;
}

/** Every record of one answer in `locale`. */
export function translateRecords<T extends object>(records: readonly T[], locale: Locale): T[] {
  if (locale === DEFAULT_LOCALE) return [...records];
  const fields = translatedFieldsOf(records);
  return records.map((record) => translateRecord(record, locale, fields));
}
