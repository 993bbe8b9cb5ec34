/**
 * The bundled content in the page's language: every string a visitor reads goes through the
 * locale's catalog (content-fallback/i18n/<locale>/, keyed by the English text), and site paths
 * in link fields get the locale's prefix, and figures are written the locale's way (figures.ts).
 * English is returned as it is. A string with no translation stays English and is logged once
 * per process.
 */
import { TRANSLATIONS } from '@/content-fallback/i18n/catalogs';
import { getRequestLocale } from './request-locale';
import { DEFAULT_LOCALE, localePath, type Locale } from './locales';
import { formatFigures } from './figures';
import { isReadableEntry, isTranslatableEntry } from './translatable';

/** Fields whose value is a link: a site path among them is written in the page's locale. */
const LINK_KEYS = new Set([
  'href',
  'ctaLink',
  'buttonHref',
  'buttonUrl',
  'link',
  'viewAllHref',
  'privacyHref',
  'url',
]);

/** English → translation, the translation's figures already written the locale's way. */
const catalogs = new Map<Locale, Map<string, string>>(
  Object.entries(TRANSLATIONS).map(([locale, modules]) => [
    locale as Locale,
    new Map(
      modules.flatMap((module) =>
        Object.entries(module).map(
          ([english, translated]) =>
            [english, formatFigures(translated, locale as Locale)] as const,
        ),
      ),
    ),
  ]),
);

/** Every translation: a string already in the page's language is not looked up again. */
const translatedTexts = new Map<Locale, Set<string>>(
  [...catalogs].map(([locale, catalog]) => [locale, new Set(catalog.values())]),
);

const reported = new Set<string>();

/** Logs, once per process, that `text` shows in English on a `locale` page (CMS content uses it too). */
export function reportMissing(locale: Locale, text: string): void {
  const key = `${locale}\u0000${text}`;
  if (reported.has(key)) return;
  reported.add(key);
  console.warn(
    `[i18n] ${locale}: no translation, English shown: ${JSON.stringify(text.slice(0, 80))}`,
  );
}

/** One string in a locale; `key` is the field it comes from (ids and links are not words). */
export function translateText(text: string, locale: Locale, key = ''): string {
  if (locale === DEFAULT_LOCALE) return text;
  if (LINK_KEYS.has(key)) return localePath(text, locale);
  // Ids, paths and figures are never looked up: an id may spell an English word.
  if (!isTranslatableEntry(key, text)) return readableFigures(text, locale, key);
  const translated = catalogs.get(locale)?.get(text);
  if (translated !== undefined) return translated;
  if (translatedTexts.get(locale)?.has(text)) return text;
  reportMissing(locale, text);
  return formatFigures(text, locale);
}

/** Figures of a readable string written the locale's way; ids and links as they are. */
function readableFigures(text: string, locale: Locale, key: string): string {
  return isReadableEntry(key, text) ? formatFigures(text, locale) : text;
}

const memo = new Map<Locale, WeakMap<object, unknown>>();
/** What localize() made: given back as it is (a getter built on another getter localizes once). */
const localizedOutputs = new WeakSet<object>();

/**
 * CMS records already read in the page's language (through their Directus translations): their
 * words are never looked up in the catalogs, only their site links get the locale's prefix.
 */
const translatedByCms = new WeakSet<object>();

/** Marks a view model built from CMS translations; returns it. */
export function markTranslatedByCms<T>(value: T): T {
  if (value !== null && typeof value === 'object') translatedByCms.add(value);
  return value;
}

function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function walk(value: unknown, key: string, locale: Locale, linksOnly = false): unknown {
  if (typeof value === 'string')
    return linksOnly
      ? LINK_KEYS.has(key)
        ? localePath(value, locale)
        : readableFigures(value, locale, key)
      : translateText(value, locale, key);
  if (value === null || typeof value !== 'object') return value;
  if (!Array.isArray(value) && !isPlainObject(value)) return value;
  if (localizedOutputs.has(value)) return value;
  const links = linksOnly || translatedByCms.has(value);
  let cache = memo.get(locale);
  if (!cache) memo.set(locale, (cache = new WeakMap()));
  if (cache.has(value)) return cache.get(value);
  const result = Array.isArray(value)
    ? value.map((item) => walk(item, key, locale, links))
    : Object.fromEntries(
        Object.entries(value).map(([childKey, child]) => [
          childKey,
          walk(child, childKey, locale, links),
        ]),
      );
  cache.set(value, result);
  localizedOutputs.add(result);
  return result;
}

/**
 * `value` in `locale` (the page's, by default): a deep copy with its words translated, memoised
 * per object so a page that reads the same copy many times translates it once.
 */
export function localize<T>(value: T, locale: Locale = getRequestLocale()): T {
  if (locale === DEFAULT_LOCALE) return value;
  return walk(value, '', locale) as T;
}

/** A content getter whose answer is localized to the page's language. */
export function localizedAsync<Args extends unknown[], Result>(
  getter: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return async (...args) => localize(await getter(...args));
}

export function localizedSync<Args extends unknown[], Result>(
  getter: (...args: Args) => Result,
): (...args: Args) => Result {
  return (...args) => localize(getter(...args));
}
