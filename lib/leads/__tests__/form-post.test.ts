/** @jest-environment node */
import {
  attributionFromCookie,
  contactRetryFromCookieHeader,
  formFieldsToBody,
  formPostRedirect,
  returnPathFrom,
} from '../form-post';

describe('contact form posted without JavaScript', () => {
  it('reads urlencoded fields as the JSON body: first value per name, checkbox as boolean', () => {
    expect(
      formFieldsToBody('firstName=Amina&firstName=Other&consent=true&message=a+b%26c'),
    ).toEqual({
      firstName: 'Amina',
      consent: true,
      message: 'a b&c',
    });
    // A browser sends an unchecked checkbox not at all.
    expect(formFieldsToBody('firstName=Amina')).toEqual({ firstName: 'Amina', consent: false });
  });

  it('reads UTF-8 fields (Turkish, Arabic) and refuses bytes that are not UTF-8', () => {
    expect(formFieldsToBody('firstName=%C3%87a%C4%9Fla&lastName=%D8%B9%D9%84%D9%8A')).toEqual({
      firstName: 'Çağla',
      lastName: 'علي',
      consent: false,
    });
    expect(formFieldsToBody('firstName=Am%FF%FEina')).toBeUndefined();
    expect(formFieldsToBody('first%C3Name=Amina')).toBeUndefined();
  });

  it('goes back to the same-site page the form was on, else /contact', () => {
    const headers = (referer?: string) =>
      new Headers({ host: 'octaacer.com', ...(referer ? { referer } : {}) });
    expect(returnPathFrom(headers('https://octaacer.com/about?x=1#top'), [])).toBe('/about?x=1');
    expect(returnPathFrom(headers('https://evil.example/phish'), [])).toBe('/contact');
    expect(returnPathFrom(headers('not a url'), [])).toBe('/contact');
    expect(returnPathFrom(headers(), [])).toBe('/contact');
  });

  it('answers 303 with the outcome in the fragment; invalid input brings a 5-minute retry cookie', () => {
    const sent = formPostRedirect('/about', 'sent');
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/about#contact-sent');
    expect(sent.headers.get('set-cookie')).toContain('Max-Age=0');

    const invalid = formPostRedirect('/contact', 'invalid', {
      values: { email: 'a@', message: 'é'.repeat(500) },
      errors: { email: 'Invalid email address' },
    });
    // Invalid input goes to the dynamic retry page, which renders the form from the cookie.
    expect(invalid.headers.get('location')).toBe('/contact/retry#contact-invalid');
    const cookie = invalid.headers.get('set-cookie') ?? '';
    expect(cookie).toContain('Max-Age=300');
    // A long message is dropped before the cookie outgrows what browsers keep.
    expect(cookie.length).toBeLessThan(4000);
    expect(decodeURIComponent(cookie.split(';')[0]!.split('=')[1]!)).toContain(
      'Invalid email address',
    );
  });

  it("reads the visit's attribution cookie, and ignores a malformed one", () => {
    const value = encodeURIComponent(JSON.stringify({ utm_source: 'google', gclid: 'G-1' }));
    expect(attributionFromCookie(new Headers({ cookie: `a=1; oc_attribution=${value}` }))).toEqual({
      utm_source: 'google',
      gclid: 'G-1',
    });
    expect(
      attributionFromCookie(new Headers({ cookie: 'oc_attribution=%E0%A4%A' })),
    ).toBeUndefined();
  });

  it('reads the retry cookie back on the server from the Cookie header, a % in a value included', () => {
    const response = formPostRedirect('/contact', 'invalid', {
      values: { message: '100% automated', consent: true },
      errors: { phoneNumber: 'Please enter a valid phone number' },
    });
    const pair = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect(contactRetryFromCookieHeader(`a=1; ${pair}; b=2`)).toEqual({
      values: { message: '100% automated', consent: true },
      errors: { phoneNumber: 'Please enter a valid phone number' },
    });
    expect(contactRetryFromCookieHeader('a=1')).toBeNull();
    expect(contactRetryFromCookieHeader(null)).toBeNull();
  });
});
