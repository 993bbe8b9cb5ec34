import {
  ATTRIBUTION_COOKIE_MAX_LENGTH,
  mergeCurrentPage,
  mergeFirstTouch,
  parseAttribution,
  serializeAttribution,
} from '../merge';
import { isPrefetchRequest, nextAttributionCookie } from '../capture';

const host = 'octaacer.test';

describe('first-touch capture (middleware)', () => {
  it('stores the campaign parameters, landing path and external referrer of the first page', () => {
    const value = nextAttributionCookie({
      pathname: '/lp/automation-solutions',
      search: '?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=abc&other=1',
      referer: 'https://www.google.com/',
      host,
      storedCookie: undefined,
    });
    expect(JSON.parse(value!)).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      gclid: 'abc',
      landing_path:
        '/lp/automation-solutions?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=abc&other=1',
      referrer: 'https://www.google.com/',
    });
  });

  it('keeps the first touch when a later page carries another campaign (no new cookie written)', () => {
    const first = nextAttributionCookie({
      pathname: '/lp/a',
      search: '?utm_source=google',
      referer: null,
      host,
      storedCookie: undefined,
    });
    const later = nextAttributionCookie({
      pathname: '/contact',
      search: '?utm_source=newsletter',
      referer: 'https://mail.example.com/',
      host,
      storedCookie: first,
    });
    expect(later).toBeNull();
  });

  it('lets an untagged visit adopt the first campaign it meets, keeping the first landing path', () => {
    const first = nextAttributionCookie({
      pathname: '/',
      search: '',
      referer: null,
      host,
      storedCookie: undefined,
    });
    const later = nextAttributionCookie({
      pathname: '/lp/a',
      search: '?utm_source=fb&fbclid=x1',
      referer: null,
      host,
      storedCookie: first,
    });
    expect(JSON.parse(later!)).toEqual({ landing_path: '/', utm_source: 'fb', fbclid: 'x1' });
  });

  it('ignores our own pages as referrer and drops the router _rsc marker', () => {
    const value = nextAttributionCookie({
      pathname: '/about',
      search: '?_rsc=1x2',
      referer: `https://${host}/`,
      host,
      storedCookie: undefined,
    });
    expect(JSON.parse(value!)).toEqual({ landing_path: '/about' });
  });

  it('treats a malformed cookie as nothing stored', () => {
    expect(parseAttribution('{not json')).toBeNull();
    expect(parseAttribution(JSON.stringify({ utm_source: 42 }))).toBeNull();
    const value = nextAttributionCookie({
      pathname: '/x',
      search: '',
      referer: null,
      host,
      storedCookie: '%%%',
    });
    expect(JSON.parse(value!)).toEqual({ landing_path: '/x' });
  });

  it('keeps the cookie bounded, dropping the referrer first', () => {
    const serialized = serializeAttribution({
      utm_source: 'g'.repeat(200),
      utm_campaign: 'ü'.repeat(200),
      landing_path: `/lp?${'q'.repeat(480)}`,
      referrer: `https://example.com/${'é'.repeat(900)}`,
    });
    expect(encodeURIComponent(serialized).length).toBeLessThanOrEqual(
      ATTRIBUTION_COOKIE_MAX_LENGTH,
    );
    const parsed = JSON.parse(serialized);
    expect(parsed.referrer).toBeUndefined();
    expect(parsed.utm_source).toBe('g'.repeat(200));
  });

  it('skips router prefetches', () => {
    expect(isPrefetchRequest(new Headers({ 'next-router-prefetch': '1' }))).toBe(true);
    expect(isPrefetchRequest(new Headers({ 'sec-purpose': 'prefetch;prerender' }))).toBe(true);
    expect(isPrefetchRequest(new Headers({ accept: 'text/html' }))).toBe(false);
  });
});

describe('merge rules', () => {
  it('first touch: stored values win over an incoming campaign', () => {
    expect(
      mergeFirstTouch(
        { utm_source: 'google', landing_path: '/lp' },
        { utm_source: 'bing', landing_path: '/x' },
      ),
    ).toEqual({
      utm_source: 'google',
      landing_path: '/lp',
    });
  });

  it('current page: its query values win over the stored campaign as one group', () => {
    expect(
      mergeCurrentPage(
        {
          utm_source: 'google',
          utm_medium: 'cpc',
          utm_term: 'ai',
          landing_path: '/lp',
          referrer: 'https://google.com/',
        },
        { utm_source: 'newsletter', landing_path: '/contact?utm_source=newsletter' },
      ),
    ).toEqual({ utm_source: 'newsletter', landing_path: '/lp', referrer: 'https://google.com/' });
  });

  it('current page without a campaign keeps the stored one and fills a missing referrer', () => {
    expect(
      mergeCurrentPage(
        { utm_source: 'google' },
        { landing_path: '/contact', referrer: 'https://ref.example/' },
      ),
    ).toEqual({
      utm_source: 'google',
      landing_path: '/contact',
      referrer: 'https://ref.example/',
    });
  });
});
