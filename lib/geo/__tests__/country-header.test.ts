/** @jest-environment node */
import { GET } from '@/app/api/geo/route';
import { countryFromHeaders, normalizeCountryCode } from '../country-header';

describe('country from edge headers', () => {
  it('reads Cloudflare, then Vercel, then CloudFront, then x-country-code, lowercased', () => {
    expect(
      countryFromHeaders(new Headers({ 'cf-ipcountry': 'PK', 'x-vercel-ip-country': 'AE' })),
    ).toBe('pk');
    expect(countryFromHeaders(new Headers({ 'x-vercel-ip-country': 'AE' }))).toBe('ae');
    expect(countryFromHeaders(new Headers({ 'cloudfront-viewer-country': 'TR' }))).toBe('tr');
    expect(
      countryFromHeaders(
        new Headers({ 'x-country-code': 'de', 'cloudfront-viewer-country': 'TR' }),
      ),
    ).toBe('tr');
    expect(countryFromHeaders(new Headers({ 'x-country-code': 'DE' }))).toBe('de');
    expect(countryFromHeaders(new Headers())).toBeNull();
  });

  it("skips Cloudflare's unknown (XX) and Tor (T1) markers and anything not two letters", () => {
    expect(
      countryFromHeaders(new Headers({ 'cf-ipcountry': 'XX', 'x-vercel-ip-country': 'SA' })),
    ).toBe('sa');
    expect(normalizeCountryCode('T1')).toBeNull();
    expect(normalizeCountryCode('USA')).toBeNull();
    expect(normalizeCountryCode('')).toBeNull();
  });

  it('GET /api/geo answers { country } from the headers, uncached', async () => {
    const response = GET(
      new Request('http://localhost/api/geo', { headers: { 'cf-ipcountry': 'GB' } }),
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ country: 'gb' });
    expect(await GET(new Request('http://localhost/api/geo')).json()).toEqual({ country: null });
  });
});
