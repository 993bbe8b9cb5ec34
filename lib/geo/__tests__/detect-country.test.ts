import { COUNTRY_COOKIE, countryFromCookieString, nextCountryCookie } from '../country-cookie';
import { detectCountry, FALLBACK_COUNTRY } from '../detect-country';

describe('phone country from the edge (no request on page load)', () => {
  it('middleware writes the edge header into the cookie, only when it changes', () => {
    const headers = new Headers({ 'cf-ipcountry': 'PK' });
    expect(nextCountryCookie(headers, undefined)).toBe('pk');
    expect(nextCountryCookie(headers, 'pk')).toBeNull();
    expect(nextCountryCookie(headers, 'ae')).toBe('pk');
    expect(nextCountryCookie(new Headers({ 'x-country-code': 'de' }), undefined)).toBe('de');
    expect(nextCountryCookie(new Headers(), 'pk')).toBeNull();
    expect(nextCountryCookie(new Headers({ 'cf-ipcountry': 'XX' }), undefined)).toBeNull();
  });

  it('reads the country among other cookies', () => {
    expect(countryFromCookieString(`a=1; ${COUNTRY_COOKIE}=gb; b=2`)).toBe('gb');
    expect(countryFromCookieString(`${COUNTRY_COOKIE}=GB`)).toBe('gb');
    expect(countryFromCookieString(`x${COUNTRY_COOKIE}=gb`)).toBeNull();
    expect(countryFromCookieString(`${COUNTRY_COOKIE}=nope`)).toBeNull();
    expect(countryFromCookieString('')).toBeNull();
  });

  it("answers the cookie's country, else 'us', without touching the network", async () => {
    const fetchSpy = jest.fn();
    global.fetch = fetchSpy as unknown as typeof fetch;
    await expect(detectCountry({ cookies: `${COUNTRY_COOKIE}=ae` })).resolves.toBe('ae');
    await expect(detectCountry({ cookies: '' })).resolves.toBe(FALLBACK_COUNTRY);
    document.cookie = `${COUNTRY_COOKIE}=tr`;
    await expect(detectCountry()).resolves.toBe('tr');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('ignores a country the phone selector does not offer', async () => {
    await expect(
      detectCountry({ cookies: `${COUNTRY_COOKIE}=aq`, isSupported: (c) => c !== 'aq' }),
    ).resolves.toBe('us');
  });
});
