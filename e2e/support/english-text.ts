import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PrefixedLocale } from '../../lib/i18n/locales';
import { KEPT_AS_WRITTEN, UNTRANSLATED_NAMES } from '../../lib/i18n/untranslated-names';

const SOURCE_DIR = path.join(__dirname, '../../content-fallback/i18n/source');

/** Lower case, one space: CSS text-transform and line wrapping change neither. */
export const normalizeText = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

function catalogFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? catalogFiles(path.join(dir, entry.name))
      : entry.name.endsWith('.json')
        ? [path.join(dir, entry.name)]
        : [],
  );
}

/**
 * The English strings of the bundled content catalogs (content-fallback/i18n/source), less the
 * names the locale keeps as written. A template such as '© {year} {brand}. All rights reserved.'
 * becomes a pattern whose placeholders match any text.
 */
export function englishCatalog(locale: PrefixedLocale) {
  const kept = new Set(
    [...UNTRANSLATED_NAMES, ...KEPT_AS_WRITTEN[locale]].map((name) => normalizeText(name)),
  );
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // What a placeholder stands for: a figure or a name; any text only when the template's own words
  // are enough to tell English ('on {platform}' must not match Turkish 'On hizmet', ten services;
  // '{label} menu' must match 'Services menu').
  const figureOrName = `(?:\\p{N}[\\p{N}.,]*|${[...kept].map(escape).join('|')})`;
  const exact = new Set<string>();
  const templates: RegExp[] = [];
  for (const file of catalogFiles(SOURCE_DIR)) {
    for (const english of JSON.parse(readFileSync(file, 'utf8')) as string[]) {
      const text = normalizeText(english);
      if (kept.has(text)) continue;
      if (/\{\w+\}/.test(text)) {
        const parts = text.split(/\{\w+\}/);
        const letters = parts.join('').match(/\p{L}/gu)?.length ?? 0;
        const placeholder = letters >= 4 ? '.+' : figureOrName;
        templates.push(new RegExp(`^${parts.map(escape).join(placeholder)}$`, 'u'));
      } else exact.add(text);
    }
  }
  /** The catalog string a visible phrase equals, if any. */
  return (phrase: string): boolean => {
    const text = normalizeText(phrase);
    return exact.has(text) || templates.some((pattern) => pattern.test(text));
  };
}

/**
 * What a visitor reads on the page, as phrases: each line of document.body.innerText, the text of
 * each visible element on its own (inline siblings share a line), and the placeholders of visible
 * fields. Handed to page.evaluate(), so it uses nothing from outside itself.
 */
export function visiblePhrases(): string[] {
  const phrases = new Set<string>();
  for (const line of document.body.innerText.split('\n')) if (line.trim()) phrases.add(line.trim());
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent?.trim();
    if (!text || !parent || parent.closest('script, style, noscript, template')) continue;
    if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
    phrases.add(text);
    // An element's whole text, when its words are split over several text nodes (a <br>, a <b>).
    const whole = parent.textContent?.trim();
    if (whole) phrases.add(whole);
  }
  for (const field of document.querySelectorAll<HTMLInputElement>('[placeholder]'))
    if (field.checkVisibility() && field.placeholder.trim()) phrases.add(field.placeholder.trim());
  return [...phrases];
}

/**
 * What a screen reader announces beyond the visible text: every aria-label and
 * aria-roledescription, and the text of visually hidden (sr-only) elements, each as one phrase.
 * Handed to page.evaluate().
 */
export function screenReaderPhrases(): string[] {
  const phrases = new Set<string>();
  for (const attribute of ['aria-label', 'aria-roledescription'])
    for (const element of document.body.querySelectorAll(`[${attribute}]`)) {
      const label = element.getAttribute(attribute)?.trim();
      if (label) phrases.add(label);
    }
  for (const element of document.body.querySelectorAll('.sr-only')) {
    const text = element.textContent?.trim();
    if (text) phrases.add(text);
  }
  return [...phrases];
}
