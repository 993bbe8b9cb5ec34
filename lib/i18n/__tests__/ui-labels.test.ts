import * as UI_LABELS from '@/content-fallback/ui-labels';
import { CAROUSEL_LABELS, REVIEW_LABELS, SECTION_LABELS } from '@/content-fallback/ui-labels';
import { localize } from '@/lib/i18n/localize';
import { fillTemplate } from '@/lib/text';
import { KEPT_AS_WRITTEN } from '@/lib/i18n/untranslated-names';

/**
 * Screen-reader labels built around a name or a number are templates the catalogs translate
 * (a function's output never reached them, so Arabic and Turkish pages read those labels in
 * English); the component fills the translated template in.
 */
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

function leaves(value: unknown, path: string): Array<[string, unknown]> {
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => leaves(child, `${path}.${key}`));
  return [[path, value]];
}

const labels = Object.entries(UI_LABELS).flatMap(([name, value]) => leaves(value, name));

it('every UI label is text a catalog can hold, none a function', () => {
  expect(labels.filter(([, value]) => typeof value !== 'string').map(([path]) => path)).toEqual([]);
});

describe.each(['ar', 'tr'] as const)('%s', (locale) => {
  it.each(labels.filter(([, value]) => typeof value === 'string') as Array<[string, string]>)(
    '%s is translated and keeps its placeholders',
    (_path, english) => {
      const translated = localize({ label: english }, locale).label;
      // A word the language writes as English does ('vs' in Turkish) is listed as such.
      if (!KEPT_AS_WRITTEN[locale].includes(english)) expect(translated).not.toBe(english);
      expect(placeholders(translated)).toEqual(placeholders(english));
    },
  );

  it('a filled label reads in the language, with the figures and names in place', () => {
    const rated = fillTemplate(localize(REVIEW_LABELS, locale).rated, { rating: 4, maxRating: 5 });
    const slide = fillTemplate(localize(CAROUSEL_LABELS, locale).slidePosition, {
      position: 2,
      count: 5,
    });
    const step = fillTemplate(localize(SECTION_LABELS, locale).processStep, { step: 3 });
    expect({ rated, slide, step }).toEqual(
      locale === 'ar'
        ? { rated: 'التقييم 4 من 5', slide: '2 من 5', step: 'الخطوة 3:' }
        : { rated: '5 üzerinden 4 puan', slide: '5 yorumdan 2.', step: '3. adım:' },
    );
  });
});
