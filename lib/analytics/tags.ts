/**
 * Loads GA4 and the Meta Pixel only after consent for their category, and only when their ID
 * is configured. Relies on the stubs from buildConsentDefaultsScript().
 */
import { CONSENT_MODE_DEFAULTS, toConsentModeState, type ConsentChoice } from './consent';

type Gtag = (...args: unknown[]) => void;
type Fbq = ((...args: unknown[]) => void) & {
  queue?: unknown[];
  callMethod?: (...args: unknown[]) => void;
  push?: Fbq;
  loaded?: boolean;
  version?: string;
};

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
    fbq?: Fbq;
  }
}

export const GA_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';
export const META_PIXEL_SCRIPT_SRC = 'https://connect.facebook.net/en_US/fbevents.js';

export interface AnalyticsIds {
  gaId?: string;
  metaPixelId?: string;
}

function appendScript(id: string, src: string): void {
  if (document.getElementById(id)) return;
  const script = document.createElement('script');
  script.id = id;
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

const loaded = { ga: false, pixel: false };

/**
 * The same stubs and denied defaults as the inline script, in case hydration ran before the
 * parser reached it (it sits at the end of <body>).
 */
function ensureTagStubs(): void {
  if (!window.gtag) {
    const dataLayer = (window.dataLayer ??= []);
    window.gtag = function gtag() {
      // gtag.js reads Arguments objects from the dataLayer, not arrays.
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
    window.gtag('consent', 'default', { ...CONSENT_MODE_DEFAULTS, wait_for_update: 500 });
  }
  if (!window.fbq) {
    // Meta's standard stub: calls queue until fbevents.js installs callMethod and drains the queue.
    const fbq: Fbq = Object.assign(
      function fbqStub(...args: unknown[]) {
        if (fbq.callMethod) fbq.callMethod(...args);
        else fbq.queue?.push(args);
      },
      { queue: [] as unknown[], loaded: true, version: '2.0' },
    );
    fbq.push = fbq;
    window.fbq = fbq;
    (window as { _fbq?: Fbq })._fbq = fbq;
    fbq('consent', 'revoke');
  }
}

/** Applies a choice: Consent Mode update, pixel consent, and the first load of allowed tags. */
export function applyConsent(choice: ConsentChoice, ids: AnalyticsIds): void {
  ensureTagStubs();
  window.gtag?.('consent', 'update', toConsentModeState(choice));
  window.fbq?.('consent', choice.marketing ? 'grant' : 'revoke');

  if (ids.gaId && choice.analytics && !loaded.ga) {
    loaded.ga = true;
    window.gtag?.('js', new Date());
    window.gtag?.('config', ids.gaId);
    appendScript('ga4-gtag', `${GA_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(ids.gaId)}`);
  }
  if (ids.metaPixelId && choice.marketing && !loaded.pixel) {
    loaded.pixel = true;
    window.fbq?.('init', ids.metaPixelId);
    window.fbq?.('track', 'PageView');
    appendScript('meta-pixel', META_PIXEL_SCRIPT_SRC);
  }
}
