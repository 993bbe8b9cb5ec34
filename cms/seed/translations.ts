/**
 * The Directus side of the site's languages: a `languages` collection (code, name, direction) and,
 * on every content and block collection, a `translations` field (Directus's translations
 * interface, as its i18n starter has it) over the junction `<c>_translations` (`<c>_id`,
 * `languages_code` and a copy of each translatable field). English stays in the record's own
 * fields; the seed fills the Arabic and Turkish rows from the catalogs content-fallback/i18n/
 * (keyed by the English text), once per record and language, so editors' translations survive a
 * second seed. Created from the live schema rather than the snapshot: the fields it copies are
 * the ones the snapshot and the block catalog made, whatever they are.
 */
import { TRANSLATIONS } from '@/content-fallback/i18n/catalogs';
import {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_DIRECTION,
  LOCALE_ENGLISH_NAMES,
  PREFIXED_LOCALES,
  type Locale,
} from '@/lib/i18n/locales';
import { LOCALE_NATIVE_NAMES } from '@/lib/i18n/native-names';
import { isTranslatableEntry } from '@/lib/i18n/translatable';
import { FACTS_FIELD, limitPattern } from './facts';
import { translatedTextLimit } from '@/lib/blocks/fields';
import {
  LANGUAGES_COLLECTION,
  TRANSLATIONS_FIELD,
  translationsCollectionName,
  translationsParentField,
} from '@/lib/cms/translation-names';

import type { AdminApi } from './directus-admin';

type Json = Record<string, unknown>;

export type { AdminApi };

/** Editors read these names in the language tabs: 'Arabic (العربية)'; the default's alone. */
const LANGUAGE_NAMES = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    locale === DEFAULT_LOCALE
      ? LOCALE_ENGLISH_NAMES[locale]
      : `${LOCALE_ENGLISH_NAMES[locale]} (${LOCALE_NATIVE_NAMES[locale]})`,
  ]),
) as Record<Locale, string>;

/** Interfaces whose values are words (a dropdown's value is an id, a number is a figure). */
const TEXT_INTERFACES = new Set([
  'input',
  'input-multiline',
  'textarea',
  'input-rich-text-md',
  'input-rich-text-html',
  'list',
  'tags',
]);
const TEXT_TYPES = new Set(['string', 'text', 'json']);
/** Field names that hold ids, links, contact details or codes in every language. */
const NOT_WORDS =
  /((^|_)(id|slug|key|permalink|url|link|href|path|email|phone|number|icon|color|status|code|date|schema|logo|image|anchor|layout|variant|network|calendly)|[a-z](Id|Slug|Key|Url|Href|Link|Path|Email|Phone|Number|Icon|Color|Code|Date|Image|Anchor|Layout|Variant))$/;

export interface FieldInfo {
  collection: string;
  field: string;
  type: string;
  meta: Json | null;
  schema: Json | null;
}

/** A field an editor translates: words in a text input, a text area, a list or tags. */
export function isTranslatableField(field: FieldInfo): boolean {
  const iface = field.meta?.interface;
  return (
    TEXT_TYPES.has(field.type) &&
    typeof iface === 'string' &&
    TEXT_INTERFACES.has(iface) &&
    !NOT_WORDS.test(field.field) &&
    // Facts are figures for every language at once: a translated copy would keep the old value.
    field.field !== FACTS_FIELD &&
    !(field.meta?.special as string[] | null)?.includes('alias')
  );
}

const catalogs = new Map<Locale, Map<string, string>>(
  Object.entries(TRANSLATIONS).map(([locale, modules]) => [
    locale as Locale,
    new Map(modules.flatMap((module) => Object.entries(module))),
  ]),
);

/** A JSON value's words through the catalog; ids, links and words it lacks stay as they are. */
function translateJson(value: unknown, locale: Locale, key: string): unknown {
  if (typeof value === 'string')
    return isTranslatableEntry(key, value) ? (catalogs.get(locale)?.get(value) ?? value) : value;
  if (Array.isArray(value)) return value.map((item) => translateJson(item, locale, key));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([child, item]) => [child, translateJson(item, locale, child)]),
    );
  return value;
}

/**
 * A field's value in `locale` from the catalog; null (the English shows, logged at build) when
 * the catalog has no translation of a text.
 */
export function seededTranslation(value: unknown, locale: Locale): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return catalogs.get(locale)?.get(value) ?? null;
  const translated = translateJson(value, locale, '');
  return JSON.stringify(translated) === JSON.stringify(value) ? null : translated;
}

const CHARACTER_LIMIT = /(at most )(\d+)( characters)/gi;

/**
 * A field's form with a translation's limits (translatedTextLimit): the counters (`softLength`,
 * also in a list's row fields) and the "At most N characters" notes, wherever they are.
 */
export function withTranslatedLimits(value: unknown, key = ''): unknown {
  if (key === 'softLength' && typeof value === 'number') return translatedTextLimit(value);
  if (typeof value === 'string')
    return value.replace(
      CHARACTER_LIMIT,
      (_, head: string, max: string, tail: string) =>
        `${head}${translatedTextLimit(Number(max))}${tail}`,
    );
  if (Array.isArray(value)) return value.map((item) => withTranslatedLimits(item));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([child, item]) => [child, withTranslatedLimits(item, child)]),
    );
  return value;
}

/**
 * The length rule of a text field's validation with a translation's limit, empty allowed (an
 * empty translation shows the English text); null for a field without one.
 */
export function translatedValidation(field: FieldInfo): Json | null {
  const match = JSON.stringify(field.meta?.validation ?? null).match(/\{0,(\d+)\}\$/);
  if (!match) return null;
  const rule = {
    [field.field]: { _regex: limitPattern(translatedTextLimit(Number(match[1]))) },
  };
  return { _or: [{ [field.field]: { _null: true } }, rule] };
}

/** A copy of a parent's field for its translation rows: same form, never required. */
function copiedField(field: FieldInfo): Json {
  const meta = field.meta ?? {};
  const validation = translatedValidation(field);
  return {
    field: field.field,
    type: field.type,
    schema: {},
    meta: {
      interface: meta.interface ?? null,
      options: withTranslatedLimits(meta.options ?? null),
      display: meta.display ?? null,
      display_options: meta.display_options ?? null,
      special: meta.special ?? null,
      note: withTranslatedLimits(meta.note ?? null),
      translations: meta.translations ?? null,
      width: meta.width ?? 'full',
      sort: meta.sort ?? null,
      required: false,
      validation,
      validation_message: validation ? withTranslatedLimits(meta.validation_message ?? null) : null,
    },
  };
}

async function ensureLanguages(api: AdminApi, existing: Set<string>, changes: string[]) {
  if (!existing.has(LANGUAGES_COLLECTION)) {
    await api.request('POST', '/collections', {
      collection: LANGUAGES_COLLECTION,
      meta: {
        icon: 'translate',
        note: "The site's languages: English is each record's own fields, the others its Translations.",
        display_template: '{{name}}',
        sort_field: null,
      },
      schema: {},
      fields: [
        {
          field: 'code',
          type: 'string',
          schema: { is_primary_key: true, length: 8 },
          meta: { interface: 'input', note: 'The URL prefix: ar for /ar/…', readonly: false },
        },
        { field: 'name', type: 'string', schema: {}, meta: { interface: 'input' } },
        {
          field: 'direction',
          type: 'string',
          schema: { default_value: 'ltr' },
          meta: {
            interface: 'select-dropdown',
            options: {
              choices: [
                { text: 'Left to right', value: 'ltr' },
                { text: 'Right to left', value: 'rtl' },
              ],
            },
            display: 'labels',
          },
        },
      ],
    });
    changes.push(`collection ${LANGUAGES_COLLECTION}`);
  }
  const rows = await api.list<{ code: string }>(`/items/${LANGUAGES_COLLECTION}`, {
    fields: 'code',
  });
  const missing = LOCALES.filter((code) => !rows.some((row) => row.code === code));
  if (missing.length > 0) {
    await api.request(
      'POST',
      `/items/${LANGUAGES_COLLECTION}`,
      missing.map((code) => ({
        code,
        name: LANGUAGE_NAMES[code],
        direction: LOCALE_DIRECTION[code],
      })),
    );
    changes.push(`${LANGUAGES_COLLECTION}: ${missing.join(', ')}`);
  }
}

/** The translations field an editor sees at the end of the form: language tabs, side by side. */
function translationsAlias(sort: number): Json {
  return {
    field: TRANSLATIONS_FIELD,
    type: 'alias',
    schema: null,
    meta: {
      special: ['translations'],
      interface: 'translations',
      // The first translated language (Arabic), one at a time: English is the form above, so an
      // empty English side by side would read as missing text.
      options: {
        languageField: 'name',
        languageDirectionField: 'direction',
        defaultLanguage: PREFIXED_LOCALES[0],
        defaultOpenSplitView: false,
        userLanguage: false,
      },
      display: 'translations',
      display_options: { languageField: 'name', template: null },
      note: "Arabic and Turkish: pick the language in the menu and type its words. English is the form above (its entry here stays empty); a field left empty shows the English text on that language's page.",
      width: 'full',
      sort,
    },
  };
}

/**
 * The translations schema on each collection of `collections` that has words, and the Arabic and
 * Turkish rows from the catalogs. Returns the junction collections (the site reads them and the
 * revalidation Flow watches them).
 */
export async function ensureTranslations(
  api: AdminApi,
  collections: readonly string[],
  changes: string[],
): Promise<string[]> {
  const existing = new Set(
    (await api.list<{ collection: string }>('/collections')).map((entry) => entry.collection),
  );
  await ensureLanguages(api, existing, changes);
  const allFields = await api.list<FieldInfo>('/fields');
  const junctions: string[] = [];
  for (const collection of collections) {
    if (!existing.has(collection)) continue;
    const own = allFields.filter((field) => field.collection === collection);
    const translatable = own.filter(isTranslatableField);
    if (translatable.length === 0) continue;
    const junction = translationsCollectionName(collection);
    const parentKey = translationsParentField(collection);
    junctions.push(junction);
    if (!existing.has(junction)) {
      const primary = own.find((field) => field.schema?.is_primary_key);
      await api.request('POST', '/collections', {
        collection: junction,
        meta: { hidden: true, icon: 'translate' },
        schema: {},
        fields: [
          {
            field: 'id',
            type: 'integer',
            schema: { is_primary_key: true, has_auto_increment: true },
            meta: { hidden: true },
          },
          {
            field: parentKey,
            type: primary?.type ?? 'integer',
            schema: {},
            meta: { hidden: true },
          },
          { field: 'languages_code', type: 'string', schema: {}, meta: { hidden: true } },
          ...translatable.map(copiedField),
        ],
      });
      await api.request(
        'POST',
        `/fields/${collection}`,
        translationsAlias(Math.max(0, ...own.map((field) => Number(field.meta?.sort ?? 0))) + 1),
      );
      await api.request('POST', '/relations', {
        collection: junction,
        field: parentKey,
        related_collection: collection,
        meta: {
          one_field: TRANSLATIONS_FIELD,
          junction_field: 'languages_code',
          sort_field: null,
          one_deselect_action: 'delete',
        },
        schema: { on_delete: 'CASCADE' },
      });
      await api.request('POST', '/relations', {
        collection: junction,
        field: 'languages_code',
        related_collection: LANGUAGES_COLLECTION,
        meta: {
          one_field: null,
          junction_field: parentKey,
          sort_field: null,
          one_deselect_action: 'nullify',
        },
        schema: { on_delete: 'SET NULL' },
      });
      changes.push(`${junction}: ${translatable.map((field) => field.field).join(', ')}`);
    } else {
      await updateTranslationsField(api, collection, own, changes);
      await syncJunctionFields(api, collection, own, translatable, allFields, changes);
    }
    const primaryKey = own.find((field) => field.schema?.is_primary_key)?.field ?? 'id';
    await seedTranslationRows(api, collection, primaryKey, translatable, changes);
  }
  return junctions;
}

/**
 * The translation rows of a collection made by an earlier seed follow its fields: a translatable
 * field added since gets its column, and the column of a field the collection no longer has goes
 * (with it its translations, which no page could show any more).
 */
async function syncJunctionFields(
  api: AdminApi,
  collection: string,
  own: FieldInfo[],
  translatable: FieldInfo[],
  allFields: FieldInfo[],
  changes: string[],
) {
  const junction = translationsCollectionName(collection);
  const kept = new Set(['id', translationsParentField(collection), 'languages_code']);
  const columns = allFields.filter((field) => field.collection === junction);
  const present = new Set(columns.map((field) => field.field));
  const added = translatable.filter((field) => !present.has(field.field));
  for (const field of added) await api.request('POST', `/fields/${junction}`, copiedField(field));
  const parentFields = new Set(own.map((field) => field.field));
  const gone = columns.filter((field) => !kept.has(field.field) && !parentFields.has(field.field));
  for (const field of gone) await api.request('DELETE', `/fields/${junction}/${field.field}`);
  // A column made by an earlier seed gets its parent field's form of today: note, limits, counter.
  const stale = translatable.flatMap((field) => {
    const column = columns.find((candidate) => candidate.field === field.field);
    const update = column && staleFormOf(column, field);
    return update ? [{ field: field.field, update }] : [];
  });
  for (const { field, update } of stale)
    await api.request('PATCH', `/fields/${junction}/${field}`, { meta: update });
  if (added.length > 0)
    changes.push(`${junction}: added ${added.map((field) => field.field).join(', ')}`);
  if (gone.length > 0)
    changes.push(`${junction}: removed ${gone.map((field) => field.field).join(', ')}`);
  if (stale.length > 0)
    changes.push(`${junction}: form updated (${stale.map(({ field }) => field).join(', ')})`);
}

/** JSON with object keys sorted: Directus may hand back a stored object's keys in another order. */
function stableJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

/** The parts of a column's form an editor reads (and the seed writes): copiedField's meta. */
const FORM_KEYS = [
  'interface',
  'options',
  'display',
  'display_options',
  'note',
  'validation',
  'validation_message',
] as const;

/**
 * What a translation column's form lacks against its parent field's today (the parent's note,
 * options and validation with a translation's limits), or null when it is current.
 */
export function staleFormOf(column: FieldInfo, parent: FieldInfo): Json | null {
  const wanted = copiedField(parent).meta as Json;
  const current = column.meta ?? {};
  const same = (key: string) => stableJson(current[key]) === stableJson(wanted[key]);
  const update = Object.fromEntries(
    FORM_KEYS.filter((key) => !same(key)).map((key) => [key, wanted[key] ?? null]),
  );
  return Object.keys(update).length > 0 ? update : null;
}

/** A Translations field made by an earlier seed gets today's form (options and note). */
async function updateTranslationsField(
  api: AdminApi,
  collection: string,
  own: FieldInfo[],
  changes: string[],
) {
  const current = own.find((field) => field.field === TRANSLATIONS_FIELD);
  if (!current) return;
  const wanted = translationsAlias(Number(current.meta?.sort ?? 0)).meta as Json;
  if (
    JSON.stringify(current.meta?.options) === JSON.stringify(wanted.options) &&
    current.meta?.note === wanted.note
  )
    return;
  await api.request('PATCH', `/fields/${collection}/${TRANSLATIONS_FIELD}`, {
    meta: { options: wanted.options, note: wanted.note },
  });
  changes.push(`${collection}.${TRANSLATIONS_FIELD}: form updated`);
}

/** Each record's Arabic and Turkish row from the catalogs, where the record has none yet. */
async function seedTranslationRows(
  api: AdminApi,
  collection: string,
  primaryKey: string,
  translatable: FieldInfo[],
  changes: string[],
) {
  const junction = translationsCollectionName(collection);
  const parentKey = translationsParentField(collection);
  const names = translatable.map((field) => field.field);
  const answer: Json[] | Json | null = await api.list<Json>(`/items/${collection}`, {
    fields: [primaryKey, ...names].join(','),
  });
  // A singleton (the settings) answers with its one record, not a list.
  const records = Array.isArray(answer) ? answer : answer ? [answer] : [];
  const present = new Set(
    (await api.list<Json>(`/items/${junction}`, { fields: `${parentKey},languages_code` })).map(
      (row) => `${String(row[parentKey])}\u0000${String(row.languages_code)}`,
    ),
  );
  const rows: Json[] = [];
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    for (const record of records) {
      if (present.has(`${String(record[primaryKey])}\u0000${locale}`)) continue;
      const values = Object.fromEntries(
        names.map((name) => [name, seededTranslation(record[name], locale)]),
      );
      if (Object.values(values).every((value) => value === null)) continue;
      rows.push({ [parentKey]: record[primaryKey], languages_code: locale, ...values });
    }
  }
  for (let start = 0; start < rows.length; start += 100)
    await api.request('POST', `/items/${junction}`, rows.slice(start, start + 100));
  if (rows.length > 0) changes.push(`${junction}: ${rows.length} translations`);
}
