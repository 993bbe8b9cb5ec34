import { CONSENT_COOKIE, buildConsentDefaultsScript, saveConsent } from '../consent';
import { trackLeadConversion } from '../track';

type Calls = unknown[][];
const globals = window as unknown as {
  dataLayer?: ArrayLike<unknown>[];
  fbq?: { queue: ArrayLike<unknown>[] };
};
const dataLayerCalls = (): Calls => (globals.dataLayer ?? []).map((entry) => Array.from(entry));
const fbqCalls = (): Calls => (globals.fbq?.queue ?? []).map((entry) => Array.from(entry));

async function freshTags() {
  jest.resetModules();
  return import('../tags');
}

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  document.head.innerHTML = '';
  delete globals.dataLayer;
  delete globals.fbq;
  delete (window as { gtag?: unknown }).gtag;
  new Function(buildConsentDefaultsScript())();
});

describe('applyConsent', () => {
  it('loads nothing when everything is rejected', async () => {
    const { applyConsent } = await freshTags();
    applyConsent({ analytics: false, marketing: false }, { gaId: 'G-TEST', metaPixelId: '123' });
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(dataLayerCalls()).toContainEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'denied' }),
    ]);
  });

  it('loads gtag.js after analytics consent and the pixel after marketing consent', async () => {
    const { applyConsent } = await freshTags();
    applyConsent({ analytics: true, marketing: true }, { gaId: 'G-TEST', metaPixelId: '123' });
    const sources = Array.from(document.querySelectorAll('script')).map((script) => script.src);
    expect(sources).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-TEST',
      'https://connect.facebook.net/en_US/fbevents.js',
    ]);
    expect(dataLayerCalls()).toContainEqual(['config', 'G-TEST']);
    expect(fbqCalls()).toEqual([
      ['consent', 'revoke'],
      ['consent', 'grant'],
      ['init', '123'],
      ['track', 'PageView'],
    ]);
  });

  it('loads no script for a tag whose ID is unset', async () => {
    const { applyConsent } = await freshTags();
    applyConsent({ analytics: true, marketing: true }, { gaId: undefined, metaPixelId: undefined });
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});

describe('trackLeadConversion', () => {
  const conversion = {
    leadId: 'lead-1',
    companySize: '51-200',
    industry: 'finance',
    hasCompany: true,
    formName: 'lead-modal',
  };

  it('sends nothing before a choice', () => {
    trackLeadConversion(conversion);
    expect(dataLayerCalls().filter((call) => call[0] === 'event')).toEqual([]);
    expect(fbqCalls().filter((call) => call[0] === 'track')).toEqual([]);
  });

  it('sends generate_lead and Lead (eventID = lead id) when both are allowed', () => {
    saveConsent({ analytics: true, marketing: true });
    trackLeadConversion(conversion);
    const details = { company_size: '51-200', industry: 'finance', has_company: true };
    expect(dataLayerCalls()).toContainEqual([
      'event',
      'generate_lead',
      { ...details, form_name: 'lead-modal', lead_id: 'lead-1' },
    ]);
    expect(fbqCalls()).toContainEqual(['track', 'Lead', details, { eventID: 'lead-1' }]);
  });

  it("carries the campaign experiment's arm the server attributed the lead to", () => {
    saveConsent({ analytics: true, marketing: true });
    trackLeadConversion({
      ...conversion,
      experiment: { experiment: 'lp-spring', variant: 'lp-spring-b' },
    });
    const details = {
      company_size: '51-200',
      industry: 'finance',
      has_company: true,
      experiment: 'lp-spring',
      variant: 'lp-spring-b',
    };
    expect(dataLayerCalls()).toContainEqual([
      'event',
      'generate_lead',
      { ...details, form_name: 'lead-modal', lead_id: 'lead-1' },
    ]);
    expect(fbqCalls()).toContainEqual(['track', 'Lead', details, { eventID: 'lead-1' }]);
  });

  it('respects a per-category choice', () => {
    saveConsent({ analytics: true, marketing: false });
    trackLeadConversion(conversion);
    expect(dataLayerCalls().some((call) => call[1] === 'generate_lead')).toBe(true);
    expect(fbqCalls().some((call) => call[1] === 'Lead')).toBe(false);
  });
});

describe('applyConsent before the inline defaults ran', () => {
  it('creates the stubs with denied defaults first, then applies the choice', async () => {
    delete globals.dataLayer;
    delete globals.fbq;
    delete (window as { gtag?: unknown }).gtag;
    const { applyConsent } = await freshTags();
    applyConsent({ analytics: false, marketing: true }, { gaId: 'G-TEST', metaPixelId: '123' });
    const calls = dataLayerCalls();
    expect(calls[0]).toEqual([
      'consent',
      'default',
      expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' }),
    ]);
    expect(calls[1]).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'granted' }),
    ]);
    expect(fbqCalls()).toEqual([
      ['consent', 'revoke'],
      ['consent', 'grant'],
      ['init', '123'],
      ['track', 'PageView'],
    ]);
    expect(Array.from(document.querySelectorAll('script')).map((script) => script.src)).toEqual([
      'https://connect.facebook.net/en_US/fbevents.js',
    ]);
  });
});
