import {
  CONSENT_COOKIE,
  CONSENT_MODE_DEFAULTS,
  CONSENT_STORAGE_KEY,
  buildConsentDefaultsScript,
  parseConsentCookie,
  readConsent,
  saveConsent,
  toConsentModeState,
} from '../consent';

function clearConsent() {
  window.localStorage.clear();
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
}

beforeEach(clearConsent);

describe('Consent Mode v2 defaults', () => {
  it('denies ad_storage, ad_user_data, ad_personalization and analytics_storage', () => {
    expect(CONSENT_MODE_DEFAULTS).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    });
  });

  it('the inline defaults script queues consent default denied and revokes the pixel', () => {
    const script = buildConsentDefaultsScript();
    const globals = window as unknown as { dataLayer?: unknown[][]; fbq?: { queue: unknown[][] } };
    delete globals.dataLayer;
    delete globals.fbq;
    new Function(script)();
    const [first] = globals.dataLayer!.map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(first).toEqual([
      'consent',
      'default',
      { ...CONSENT_MODE_DEFAULTS, wait_for_update: 500 },
    ]);
    expect(globals.fbq!.queue.map((entry) => Array.from(entry as ArrayLike<unknown>))).toEqual([
      ['consent', 'revoke'],
    ]);
  });

  it('maps categories to Consent Mode signals', () => {
    expect(toConsentModeState({ analytics: true, marketing: false })).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
    });
    expect(toConsentModeState({ analytics: false, marketing: true }).ad_user_data).toBe('granted');
  });
});

describe('remembered choice', () => {
  it('is unknown until the visitor chooses', () => {
    expect(readConsent()).toBeNull();
  });

  it('is saved in localStorage and a cookie, and announced', () => {
    const listener = jest.fn();
    window.addEventListener('site:consent-changed', listener);
    saveConsent({ analytics: true, marketing: false });
    window.removeEventListener('site:consent-changed', listener);
    expect(JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY)!)).toMatchObject({
      analytics: true,
      marketing: false,
    });
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=a1.m0`);
    expect(readConsent()).toEqual({ analytics: true, marketing: false });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('falls back to the cookie when localStorage has nothing', () => {
    document.cookie = `${CONSENT_COOKIE}=a0.m1; Path=/`;
    expect(readConsent()).toEqual({ analytics: false, marketing: true });
  });

  it('ignores malformed values', () => {
    expect(parseConsentCookie('a2.m0')).toBeNull();
    window.localStorage.setItem(CONSENT_STORAGE_KEY, '{"analytics":"yes"}');
    expect(readConsent()).toBeNull();
  });
});
