/**
 * How copy refers to a company fact: `{fact:key}` anywhere in a text ('{fact:projects} Projects
 * Delivered'), bundled or written by an editor. The value is written in when the text is read in
 * the page's language (lib/i18n/localize), so a figure is stated once and every page and language
 * follows it.
 */

/** `{fact:projects}`: a key of letters and digits, starting with a letter. */
export const FACT_TOKEN_SOURCE = String.raw`\{fact:[A-Za-z][A-Za-z0-9]*\}`;
const FACT_TOKEN = /\{fact:([A-Za-z][A-Za-z0-9]*)\}/g;

/** The facts a page reads: their values by key, and a version that changes with any value. */
export interface FactSet {
  values: Readonly<Record<string, string>>;
  version: string;
}

export function factSetOf(values: Readonly<Record<string, string>>): FactSet {
  const version = Object.keys(values)
    .sort()
    .map((key) => `${key}=${values[key]}`)
    .join('\u0000');
  return { values, version };
}

export function hasFactToken(text: string): boolean {
  return text.includes('{fact:');
}

/** The keys a text refers to, in order. */
export function factKeysIn(text: string): string[] {
  return [...text.matchAll(FACT_TOKEN)].map((match) => match[1]!);
}

/**
 * A text's length for an editor's limit: a fact token counts as one character, so a label with a
 * figure in it ('{fact:projects} Projects') fits the same field it did with the figure written
 * out. Directus's field validation counts the same way (cms/seed/blocks-schema.ts).
 */
export function lengthCountingFacts(text: string): number {
  return hasFactToken(text) ? text.replace(FACT_TOKEN, '#').length : text.length;
}

/** The text without its tokens: what is left to translate or to judge as words. */
export function withoutFactTokens(text: string): string {
  return hasFactToken(text) ? text.replace(FACT_TOKEN, '') : text;
}

/**
 * `text` with every token replaced by `write(value)` of its fact. A key with no fact is left as
 * it is and reported (an editor's typo shows as written, and npm run content:check names it).
 */
export function resolveFactTokens(
  text: string,
  values: Readonly<Record<string, string>>,
  write: (value: string) => string,
  onUnknown: (key: string) => void = () => {},
): string {
  if (!hasFactToken(text)) return text;
  return text.replace(FACT_TOKEN, (token, key: string) => {
    const value = values[key];
    if (value === undefined) {
      onUnknown(key);
      return token;
    }
    return write(value);
  });
}
