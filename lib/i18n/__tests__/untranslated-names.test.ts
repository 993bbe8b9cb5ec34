import { TRANSLATIONS } from '@/content-fallback/i18n/catalogs';
import { KEPT_AS_WRITTEN, UNTRANSLATED_NAMES } from '../untranslated-names';

/** Every catalogued English string a locale leaves as it is. */
function keptInEnglish(locale: 'ar' | 'tr'): Set<string> {
  const kept = new Set<string>();
  for (const catalog of TRANSLATIONS[locale] ?? [])
    for (const [english, translation] of Object.entries(catalog))
      if (translation === english) kept.add(english);
  return kept;
}

const catalogued = (text: string) =>
  (TRANSLATIONS.ar ?? []).some((catalog) => Object.hasOwn(catalog, text));

describe('lib/i18n/untranslated-names: the one list of words ar and tr pages show in English', () => {
  it.each(['ar', 'tr'] as const)(
    'every string the %s catalog keeps in English is listed (else the e2e scan would flag it)',
    (locale) => {
      const listed = new Set([...UNTRANSLATED_NAMES, ...KEPT_AS_WRITTEN[locale]]);
      expect([...keptInEnglish(locale)].filter((text) => !listed.has(text))).toEqual([]);
    },
  );

  it.each(['ar', 'tr'] as const)(
    'no listed word is one the %s catalog translates (the list would hide English on the page)',
    (locale) => {
      const kept = keptInEnglish(locale);
      const listed = [...UNTRANSLATED_NAMES, ...KEPT_AS_WRITTEN[locale]].filter(catalogued);
      expect(listed.filter((text) => !kept.has(text))).toEqual([]);
    },
  );

  it('a name kept in both languages is a brand name, not a per-language exception', () => {
    const both = [...KEPT_AS_WRITTEN.ar].filter((text) => KEPT_AS_WRITTEN.tr.includes(text));
    expect(both).toEqual([]);
  });
});
