import { ATTRIBUTION_COOKIE } from '@/lib/leads/attribution-schema';
import { readAttribution } from '../client';

function setCookie(value: string) {
  document.cookie = `${ATTRIBUTION_COOKIE}=${encodeURIComponent(value)}; path=/`;
}

afterEach(() => {
  document.cookie = `${ATTRIBUTION_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  window.history.replaceState(null, '', '/');
});

describe('readAttribution', () => {
  it('returns the stored first touch on an untagged page', () => {
    setCookie(
      JSON.stringify({
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'spring',
        landing_path: '/lp/automation-solutions',
      }),
    );
    window.history.replaceState(null, '', '/contact');
    expect(readAttribution()).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      landing_path: '/lp/automation-solutions',
    });
  });

  it('lets the current query win over the cookie', () => {
    setCookie(
      JSON.stringify({ utm_source: 'google', utm_campaign: 'spring', landing_path: '/lp' }),
    );
    window.history.replaceState(null, '', '/contact?utm_source=linkedin&utm_campaign=autumn');
    expect(readAttribution()).toEqual({
      utm_source: 'linkedin',
      utm_campaign: 'autumn',
      landing_path: '/lp',
    });
  });

  it('works without a cookie (middleware skipped): the current URL is the landing page', () => {
    window.history.replaceState(null, '', '/lp/x?utm_source=fb&fbclid=9');
    expect(readAttribution()).toEqual({
      utm_source: 'fb',
      fbclid: '9',
      landing_path: '/lp/x?utm_source=fb&fbclid=9',
    });
  });
});
