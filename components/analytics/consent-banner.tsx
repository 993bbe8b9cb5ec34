'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { IntentLink } from '@/components/layout/intent-link';
import {
  ACCEPT_ALL,
  CONSENT_CHANGED_EVENT,
  OPEN_COOKIE_SETTINGS_EVENT,
  REJECT_ALL,
  readConsent,
  saveConsent,
  serializeConsentCookie,
  type ConsentChoice,
} from '@/lib/analytics/consent';
import { applyConsent, type AnalyticsIds } from '@/lib/analytics/tags';

function subscribeToConsent(onChange: () => void): () => void {
  window.addEventListener(CONSENT_CHANGED_EVENT, onChange);
  return () => window.removeEventListener(CONSENT_CHANGED_EVENT, onChange);
}

function storedConsentKey(): string {
  const stored = readConsent();
  return stored ? serializeConsentCookie(stored) : 'none';
}

/**
 * Non-modal consent banner: Accept all, Reject all (equal weight) or Choose per category.
 * Tags load only from here, after a choice; a stored choice is applied on every page load.
 * It never traps focus, and it sits above the mobile sticky call-to-action.
 */
/** The banner's words in the page's language (title and text: the CMS settings' when set). */
export interface ConsentText {
  title: string;
  body: string;
  privacyLink: string;
  privacyHref: string;
  acceptAll: string;
  rejectAll: string;
  choose: string;
  save: string;
  necessary: string;
  categories: Record<'analytics' | 'marketing', { label: string; description: string }>;
}

export function ConsentBanner({ gaId, metaPixelId, text }: AnalyticsIds & { text: ConsentText }) {
  // 'server' during SSR and hydration: the stored choice lives in the browser, so the banner
  // appears only after hydration and never flashes for a returning visitor.
  const stored = useSyncExternalStore(subscribeToConsent, storedConsentKey, () => 'server');
  const [choosing, setChoosing] = useState(false);
  const [draft, setDraft] = useState<ConsentChoice>(REJECT_ALL);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const choice = readConsent();
    if (choice) applyConsent(choice, { gaId, metaPixelId });
  }, [gaId, metaPixelId]);

  useEffect(() => {
    function reopen() {
      returnFocusRef.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setDraft(readConsent() ?? REJECT_ALL);
      setChoosing(true);
      requestAnimationFrame(() => headingRef.current?.focus());
    }
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, reopen);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, reopen);
  }, []);

  function decide(choice: ConsentChoice) {
    saveConsent(choice);
    applyConsent(choice, { gaId, metaPixelId });
    setChoosing(false);
    returnFocusRef.current?.focus();
    returnFocusRef.current = null;
  }

  const view = choosing ? 'choose' : stored === 'none' ? 'summary' : 'hidden';
  if (view === 'hidden') return null;
  const button =
    'rounded-full px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';
  const secondary = `${button} border border-slate-300 bg-white text-ink hover:bg-slate-50`;
  const primary = `${button} bg-primary text-white hover:bg-primary-dark`;
  const phoneRow = 'max-sm:min-h-11 max-sm:px-2 max-sm:py-1 max-sm:leading-tight';

  // Bottom right from 640 px: every hero keeps its calls to action on the left, where the banner
  // covered the landing pages' main button at 1280 × 720 (and could take a click meant for it, as
  // it appears after hydration). Above the mobile sticky bar and the landing pages' floating bar.
  return (
    <section
      aria-labelledby="consent-banner-title"
      className="text-ink fixed inset-x-3 bottom-3 z-40 rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-xl sm:inset-s-auto sm:inset-e-4 sm:max-w-sm max-lg:[.has-mobile-sticky-cta_&]:bottom-20 lg:[body:has([data-floating-cta][data-shown=true])_&]:bottom-24"
    >
      <h2
        id="consent-banner-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-base font-bold focus:outline-none"
      >
        {text.title}
      </h2>
      <p className="mt-1 text-slate-700">
        {text.body}{' '}
        <IntentLink
          href={text.privacyHref}
          className="text-primary-dark font-medium underline underline-offset-2"
        >
          {text.privacyLink}
        </IntentLink>
      </p>
      {view === 'choose' ? (
        <form
          className="mt-3 space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            decide(draft);
          }}
        >
          <p className="text-xs text-slate-600">{text.necessary}</p>
          {(['analytics', 'marketing'] as const).map((category) => (
            <label
              key={category}
              className="flex items-start gap-3 rounded-lg border border-slate-200 p-2"
            >
              <input
                type="checkbox"
                role="switch"
                className="accent-primary mt-1 size-4"
                checked={draft[category]}
                onChange={(event) =>
                  setDraft((current) => ({ ...current, [category]: event.target.checked }))
                }
              />
              <span>
                <span className="block font-semibold">{text.categories[category].label}</span>
                <span className="block text-xs text-slate-600">
                  {text.categories[category].description}
                </span>
              </span>
            </label>
          ))}
          <div className="flex flex-wrap gap-2 pt-1">
            <button type="submit" className={secondary}>
              {text.save}
            </button>
            <button type="button" className={primary} onClick={() => decide(ACCEPT_ALL)}>
              {text.acceptAll}
            </button>
          </div>
        </form>
      ) : (
        // One row on phones, a label taking two lines if it must ('Tümünü kabul et'): a second row
        // of buttons made the card tall enough to cover a landing page's main button.
        <div className="mt-3 grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
          <button
            type="button"
            className={`${secondary} ${phoneRow}`}
            onClick={() => decide(REJECT_ALL)}
          >
            {text.rejectAll}
          </button>
          <button
            type="button"
            className={`${secondary} ${phoneRow}`}
            onClick={() => setChoosing(true)}
          >
            {text.choose}
          </button>
          <button
            type="button"
            className={`${primary} ${phoneRow}`}
            onClick={() => decide(ACCEPT_ALL)}
          >
            {text.acceptAll}
          </button>
        </div>
      )}
    </section>
  );
}
