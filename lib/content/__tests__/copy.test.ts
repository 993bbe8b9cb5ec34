/**
 * The fixed words' door: each getter gives the bundle's words in the page's language, the same as
 * localizing them where they are used did, and the same object on every call of a page (memoised).
 */
import { OPENS_IN_NEW_TAB, SECTION_LABELS } from '@/content-fallback/ui-labels';
import { contentPageSeo } from '@/content-fallback/pages/route-copy';
import { closingCta } from '@/content-fallback/pages/shared-sections';
import { STATUS_COPY } from '@/content-fallback/shell';
import { localize } from '@/lib/i18n/localize';
import { getRouteCopy, getSharedSections, getShellCopy, getUiLabels } from '../copy';

describe('lib/content/copy', () => {
  it('in English (the default page language) gives the bundled words as they are', () => {
    expect(getUiLabels().OPENS_IN_NEW_TAB).toBe(OPENS_IN_NEW_TAB);
    expect(getShellCopy().STATUS_COPY).toEqual(STATUS_COPY);
  });

  it.each(['ar', 'tr'] as const)('in %s gives each word translated, once per page', (locale) => {
    const labels = getUiLabels(locale);
    expect(labels.OPENS_IN_NEW_TAB).toBe(localize(OPENS_IN_NEW_TAB, locale));
    expect(labels.OPENS_IN_NEW_TAB).not.toBe(OPENS_IN_NEW_TAB);
    expect(labels.SECTION_LABELS).toEqual(localize(SECTION_LABELS, locale));
    expect(getRouteCopy(locale).contentPageSeo).toEqual(localize(contentPageSeo, locale));
    expect(getSharedSections(locale).closingCta).toEqual(localize(closingCta, locale));
    expect(getUiLabels(locale)).toBe(labels);
  });
});
