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
import { getRequestFacts } from '@/lib/content/fact-store';
import { hasFactToken, resolveFactTokens } from '@/lib/content/fact-tokens';

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

/**
 * One string in a locale; `key` is the field it comes from (ids and links are not words). Its
 * fact tokens are written in after the words are translated: the catalogs hold the text with
 * its tokens, so a changed figure needs no new translation.
 */
export function translateText(text: string, locale: Locale, key = ''): string {
  return withFacts(translateWords(text, locale, key), locale);
}

function translateWords(text: string, locale: Locale, key: string): string {
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

const unknownFacts = new Set<string>();

function reportUnknownFact(key: string): void {
  if (unknownFacts.has(key)) return;
  unknownFacts.add(key);
  console.warn(`[facts] no fact "${key}": {fact:${key}} shown as written`);
}

/** `text` with its `{fact:key}` tokens replaced by the facts' values, written the locale's way. */
function withFacts(text: string, locale: Locale): string {
  if (!hasFactToken(text)) return text;
  return resolveFactTokens(
    text,
    getRequestFacts().values,
    // A fact in words ('SOC 2 Compliant') goes through the catalog, a figure is written the
    // locale's way.
    (value) => translateWords(value, locale, 'fact'),
    reportUnknownFact,
  );
}

/** Figures of a readable string written the locale's way; ids and links as they are. */
function readableFigures(text: string, locale: Locale, key: string): string {
  return isReadableEntry(key, text) ? formatFigures(text, locale) : text;
}

/**
 * Per locale, what localize() made of each object under one set of facts: a fact changed in the
 * CMS makes a new set, and the copy is written again with it.
 */
const memo = new Map<Locale, { version: string; outputs: WeakMap<object, unknown> }>();

function memoFor(locale: Locale): WeakMap<object, unknown> {
  const { version } = getRequestFacts();
  let entry = memo.get(locale);
  if (entry?.version !== version) memo.set(locale, (entry = { version, outputs: new WeakMap() }));
  return entry.outputs;
}
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
        : withFacts(readableFigures(value, locale, key), locale)
      : translateText(value, locale, key);
  if (value === null || typeof value !== 'object') return value;
  if (!Array.isArray(value) && !isPlainObject(value)) return value;
  if (localizedOutputs.has(value)) return value;
  const links = linksOnly || translatedByCms.has(value);
  const cache = memoFor(locale);
  if (cache.has(value)) return cache.get(value);
  let changed = false;
  const child = (item: unknown, childKey: string) => {
    const out = walk(item, childKey, locale, links);
    if (out !== item) changed = true;
    return out;
  };
  const copy = Array.isArray(value)
    ? value.map((item) => child(item, key))
    : Object.fromEntries(
        Object.entries(value).map(([childKey, item]) => [childKey, child(item, childKey)]),
      );
  // English changes nothing but fact tokens: an object without one is given back as it is (and
  // stays free for another locale to translate).
  const result = changed || locale !== DEFAULT_LOCALE ? copy : value;
  cache.set(value, result);
  if (result !== value) localizedOutputs.add(result);
  return result;
}

/**
 * `value` in `locale` (the page's, by default): a deep copy with its words translated and its
 * fact tokens written in, memoised per object so a page that reads the same copy many times
 * translates it once. In English only the objects that hold a token are copied.
 */
export function localize<T>(value: T, locale: Locale = getRequestLocale()): T {
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
