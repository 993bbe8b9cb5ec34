import { STATUS_COPY } from '@/content-fallback/shell';
import { LOCALES } from '@/lib/i18n/locales';
import { localize } from '@/lib/i18n/localize';
import { BRAND_NAME } from '@/content-fallback/site';
import { ERROR_DOCUMENT_TITLE, ERROR_SCREEN_COPY, errorLocale } from '../error-copy';

describe('error screens in the page language', () => {
  it.each(LOCALES)('%s: the words written out for the client are the catalogued ones', (locale) => {
    const status = localize(STATUS_COPY, locale);
    expect(ERROR_SCREEN_COPY[locale]).toEqual({
      message: status.errorMessage,
      refresh: status.refreshPage,
    });
  });

  it('titles the global error document with the brand', () => {
    expect(ERROR_DOCUMENT_TITLE).toBe(BRAND_NAME);
  });

  it('takes the language from the path of the page that failed', () => {
    expect(errorLocale('/ar/services/x')).toBe('ar');
    expect(errorLocale('/tr')).toBe('tr');
    expect(errorLocale('/about')).toBe('en');
    expect(errorLocale(null)).toBe('en');
  });
});
