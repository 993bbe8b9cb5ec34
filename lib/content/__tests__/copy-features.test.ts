/**
 * The single features' words (job pages, consent banner, dialog loading frame): each getter gives
 * the bundle's words in the page's language, the same as localizing them where they were used.
 */
import { CONSENT_COPY } from '@/content-fallback/consent';
import { DIALOG_LOADING_COPY } from '@/content-fallback/dialog-copy';
import { DEFAULT_JOB_LOCATION, jobPageCopy } from '@/content-fallback/jobs';
import { localize } from '@/lib/i18n/localize';
import { getConsentCopy, getDialogLoadingCopy, getJobCopy } from '../copy';

describe('lib/content/copy: single features', () => {
  it('in English (the default page language) gives the bundled words as they are', () => {
    expect(getJobCopy().jobPageCopy).toEqual(jobPageCopy);
    expect(getJobCopy().DEFAULT_JOB_LOCATION).toBe(DEFAULT_JOB_LOCATION);
    expect(getConsentCopy()).toEqual(CONSENT_COPY);
    expect(getDialogLoadingCopy()).toEqual(DIALOG_LOADING_COPY);
  });

  it.each(['ar', 'tr'] as const)('in %s gives each word translated, once per page', (locale) => {
    const jobs = getJobCopy(locale);
    expect(jobs.jobPageCopy).toEqual(localize(jobPageCopy, locale));
    expect(jobs.jobPageCopy.applyLabel).not.toBe(jobPageCopy.applyLabel);
    expect(jobs.DEFAULT_JOB_LOCATION).toBe(localize(DEFAULT_JOB_LOCATION, locale));
    expect(getConsentCopy(locale)).toEqual(localize(CONSENT_COPY, locale));
    expect(getConsentCopy(locale).acceptAll).not.toBe(CONSENT_COPY.acceptAll);
    expect(getConsentCopy(locale).privacyHref).toBe(`/${locale}/privacy-policy`);
    expect(getDialogLoadingCopy(locale)).toEqual(localize(DIALOG_LOADING_COPY, locale));
    expect(getJobCopy(locale)).toBe(jobs);
  });
});
