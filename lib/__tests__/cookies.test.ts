import { readCookie } from '../cookies';

describe('readCookie', () => {
  it('finds a cookie by its exact name among others, whatever the spacing', () => {
    const cookies = 'oc_consent_old=x;oc_consent=a1.m0;  octaacer-country=gb';
    expect(readCookie('oc_consent', cookies)).toBe('a1.m0');
    expect(readCookie('octaacer-country', cookies)).toBe('gb');
    expect(readCookie('consent', cookies)).toBeNull();
  });

  it('decodes the value and keeps "=" inside it', () => {
    expect(readCookie('oc_attr', 'oc_attr=%7B%22a%22%3A1%7D')).toBe('{"a":1}');
    expect(readCookie('token', 'token=ab==')).toBe('ab==');
  });

  it('answers null for a broken percent-encoding instead of throwing', () => {
    expect(readCookie('bad', 'bad=%E0%A4%A')).toBeNull();
  });

  it("reads the page's own cookies by default", () => {
    document.cookie = 'oc_test=hello%20world';
    expect(readCookie('oc_test')).toBe('hello world');
  });
});
