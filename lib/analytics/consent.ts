/**
 * Cookie consent: what the visitor allowed, where it is remembered (localStorage plus a cookie),
 * and the Google Consent Mode v2 signals it maps to. Until a choice is stored everything
 * optional is denied and no analytics tag is loaded at all.
 */
import { readCookie } from '@/lib/cookies';

export interface ConsentChoice {
  /** Google Analytics (GA4). */
  analytics: boolean;
  /** Meta Pixel and Google ads signals. */
  marketing: boolean;
}

export type ConsentModeValue = 'granted' | 'denied';

export interface ConsentModeState {
  ad_storage: ConsentModeValue;
  ad_user_data: ConsentModeValue;
  ad_personalization: ConsentModeValue;
  analytics_storage: ConsentModeValue;
}

export const CONSENT_STORAGE_KEY = 'oc_consent';
export const CONSENT_COOKIE = 'oc_consent';
/** Re-ask after about six months, as EU regulators recommend. */
export const CONSENT_MAX_AGE_DAYS = 180;
export { OPEN_COOKIE_SETTINGS_EVENT, openCookieSettings } from './cookie-settings-event';
/** Window event fired after the visitor saves a choice (detail: ConsentChoice). */
export const CONSENT_CHANGED_EVENT = 'site:consent-changed';

/** Consent Mode v2 defaults: all denied before any tag loads. */
export const CONSENT_MODE_DEFAULTS: ConsentModeState = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};

export const ACCEPT_ALL: ConsentChoice = { analytics: true, marketing: true };
export const REJECT_ALL: ConsentChoice = { analytics: false, marketing: false };

const grant = (allowed: boolean): ConsentModeValue => (allowed ? 'granted' : 'denied');

export function toConsentModeState(choice: ConsentChoice): ConsentModeState {
  return {
    ad_storage: grant(choice.marketing),
    ad_user_data: grant(choice.marketing),
    ad_personalization: grant(choice.marketing),
    analytics_storage: grant(choice.analytics),
  };
}

/** Compact cookie form, e.g. 'a1.m0' (readable by the server if it ever needs to know). */
export function serializeConsentCookie(choice: ConsentChoice): string {
  return `a${choice.analytics ? 1 : 0}.m${choice.marketing ? 1 : 0}`;
}

export function parseConsentCookie(value: string | null | undefined): ConsentChoice | null {
  const match = /^a([01])\.m([01])$/.exec(value ?? '');
  if (!match) return null;
  return { analytics: match[1] === '1', marketing: match[2] === '1' };
}

export function parseStoredConsent(raw: string | null | undefined): ConsentChoice | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { analytics, marketing } = value as Record<string, unknown>;
    if (typeof analytics !== 'boolean' || typeof marketing !== 'boolean') return null;
    return { analytics, marketing };
  } catch {
    return null;
  }
}

/** The stored choice, or null if the visitor has not chosen yet (storage blocked counts as not chosen). */
export function readConsent(): ConsentChoice | null {
  if (typeof window === 'undefined') return null;
  let stored: ConsentChoice | null = null;
  try {
    stored = parseStoredConsent(window.localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    // Storage disabled (privacy mode): fall back to the cookie.
  }
  return stored ?? parseConsentCookie(readCookie(CONSENT_COOKIE));
}

export function saveConsent(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ ...choice, decidedAt: new Date().toISOString() }),
    );
  } catch {
    // The cookie below still remembers the choice.
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${serializeConsentCookie(choice)}; Max-Age=${CONSENT_MAX_AGE_DAYS * 86_400}; Path=/; SameSite=Lax${secure}`;
  window.dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_CHANGED_EVENT, { detail: choice }));
}

/**
 * Inline <head>-time script: defines dataLayer/gtag and a queued fbq stub, sets Consent Mode v2
 * to denied and revokes the pixel's consent. It runs before any tag can load (tags load only
 * after a choice), and a returning visitor's stored choice is applied at once.
 */
export function buildConsentDefaultsScript(): string {
  const defaults = JSON.stringify({ ...CONSENT_MODE_DEFAULTS, wait_for_update: 500 });
  return [
    'window.dataLayer=window.dataLayer||[];',
    'window.gtag=window.gtag||function(){dataLayer.push(arguments);};',
    `gtag('consent','default',${defaults});`,
    "if(!window.fbq){var f=window.fbq=function(){f.callMethod?f.callMethod.apply(f,arguments):f.queue.push(arguments)};f.push=f;f.loaded=true;f.version='2.0';f.queue=[];window._fbq=f;}",
    "fbq('consent','revoke');",
  ].join('');
}
