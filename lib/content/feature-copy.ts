/**
 * The fixed words of single features, beside the four modules of copy.ts: a job's page, the
 * consent banner, the frame shown while a dialog's code loads. Like copy.ts, they come from the
 * bundle in the page's language (the language is the page's unless given), localized here once:
 * server components read them here (or as props), never from content-fallback/ directly.
 * Server only: localize() brings every language's catalogs, which a client module must not load.
 */
import { CONSENT_COPY } from '@/content-fallback/consent';
import { DIALOG_LOADING_COPY } from '@/content-fallback/dialog-copy';
import { DEFAULT_JOB_LOCATION, jobPageCopy } from '@/content-fallback/jobs';
import { localize } from '@/lib/i18n/localize';
import type { Locale } from '@/lib/i18n/locales';

// Plain objects made once, so localize() finds its memo for them on every call.
const JOB_COPY = { jobPageCopy, DEFAULT_JOB_LOCATION };

/** A job's page words (/careers/{slug}, the open positions' cards) and the default location. */
export const getJobCopy = (locale?: Locale): typeof JOB_COPY => localize(JOB_COPY, locale);

/** The cookie consent banner's words (the settings record may give its title and body). */
export const getConsentCopy = (locale?: Locale): typeof CONSENT_COPY =>
  localize(CONSENT_COPY, locale);

/** The loading frame's words, shown while a dialog's code is on its way. */
export const getDialogLoadingCopy = (locale?: Locale): typeof DIALOG_LOADING_COPY =>
  localize(DIALOG_LOADING_COPY, locale);
