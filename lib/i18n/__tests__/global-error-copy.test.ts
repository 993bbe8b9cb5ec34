import { GLOBAL_ERROR_COPY, GLOBAL_ERROR_TITLE } from '@/content-fallback/i18n/global-error';
import { BRAND_NAME } from '@/content-fallback/site';
import { STATUS_COPY } from '@/content-fallback/shell';
import { translateText } from '../localize';

it("the root error screen's sentences are the shell's, in every language", () => {
  expect(GLOBAL_ERROR_TITLE).toBe(BRAND_NAME);
  for (const locale of ['en', 'ar', 'tr'] as const) {
    expect(GLOBAL_ERROR_COPY[locale].message).toBe(translateText(STATUS_COPY.errorMessage, locale));
    expect(GLOBAL_ERROR_COPY[locale].refresh).toBe(translateText(STATUS_COPY.refreshPage, locale));
  }
});
