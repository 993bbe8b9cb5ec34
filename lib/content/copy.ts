/**
 * The site's fixed words: labels around sections and controls, the routes' own copy (headings,
 * breadcrumbs, SEO lines), the shell's words, the sections every page ends with and single
 * features' words (a job's page, the consent banner, the dialogs' loading frame). They are not
 * CMS records: they come from the bundle, in the page's language. Components and routes read them
 * here (or as props), never from content-fallback/ directly, so the words reach a page through
 * one door and are localized there, once: localize() memoises per object, language and facts.
 * The language is the page's unless given.
 */
import * as uiLabels from '@/content-fallback/ui-labels';
import { CONSENT_COPY } from '@/content-fallback/consent';
import { DIALOG_LOADING_COPY } from '@/content-fallback/dialog-copy';
import { DEFAULT_JOB_LOCATION, jobPageCopy } from '@/content-fallback/jobs';
import * as routeCopy from '@/content-fallback/pages/route-copy';
import * as sharedSections from '@/content-fallback/pages/shared-sections';
import * as shellCopy from '@/content-fallback/shell';
import { bundledLeadContext, type LeadContextOptions } from '@/content-fallback/lead-modal-options';
import { localize } from '@/lib/i18n/localize';
import type { Locale } from '@/lib/i18n/locales';

// Plain objects made once, so localize() finds its memo for them on every call.
const UI_LABELS = { ...uiLabels };
const ROUTE_COPY = { ...routeCopy };
const SHARED_SECTIONS = { ...sharedSections };
const SHELL_COPY = { ...shellCopy };

/** Screen-reader notes, summary lines and control labels around the sections' data. */
export const getUiLabels = (locale?: Locale): typeof UI_LABELS => localize(UI_LABELS, locale);

/** The marketing routes' own copy: headings, breadcrumbs, SEO lines, the quote page's words. */
export const getRouteCopy = (locale?: Locale): typeof ROUTE_COPY => localize(ROUTE_COPY, locale);

/** The closing sections and hero defaults every page shares (Schedule A Call, the contact form). */
export const getSharedSections = (locale?: Locale): typeof SHARED_SECTIONS =>
  localize(SHARED_SECTIONS, locale);

/** The header's, menu's, footer's and status screens' words. */
export const getShellCopy = (locale?: Locale): typeof SHELL_COPY => localize(SHELL_COPY, locale);

/**
 * The bundled lead context for a key in the page's language (unless given), else undefined: what
 * a landing page's lead modal already carries, to tell whether the CMS's options differ from it.
 */
export const getBundledLeadContext = (
  key: string,
  locale?: Locale,
): LeadContextOptions | undefined => localize(bundledLeadContext(key), locale);

// The fixed words of single features: a job's page, the consent banner, the dialogs' loading frame.
const JOB_COPY = { jobPageCopy, DEFAULT_JOB_LOCATION };

/** A job's page words (/careers/{slug}, the open positions' cards) and the default location. */
export const getJobCopy = (locale?: Locale): typeof JOB_COPY => localize(JOB_COPY, locale);

/** The cookie consent banner's words (the settings record may give its title and body). */
export const getConsentCopy = (locale?: Locale): typeof CONSENT_COPY =>
  localize(CONSENT_COPY, locale);

/** The loading frame's words, shown while a dialog's code is on its way. */
export const getDialogLoadingCopy = (locale?: Locale): typeof DIALOG_LOADING_COPY =>
  localize(DIALOG_LOADING_COPY, locale);
