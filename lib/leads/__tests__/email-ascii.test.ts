/** @jest-environment node */
import { asciiEmailOf, withAsciiEmail } from '../email-ascii';

describe('the ASCII (punycode) form of an internationalized address', () => {
  it('converts the domain only', () => {
    expect(asciiEmailOf('ali@şirket.com.tr')).toBe('ali@xn--irket-idb.com.tr');
    expect(asciiEmailOf('user@مثال.إختبار')).toBe('user@xn--mgbh0fb.xn--kgbechtv');
  });

  it('has none for an ASCII address', () => {
    expect(asciiEmailOf('ada@example.com')).toBeUndefined();
    expect(withAsciiEmail({ email: 'ada@example.com' }, 'ada@example.com', 'emailAscii')).toEqual({
      email: 'ada@example.com',
    });
  });

  it('is added last to a webhook body', () => {
    const body = withAsciiEmail(
      { email: 'ali@şirket.com.tr', locale: 'tr' },
      'ali@şirket.com.tr',
      'emailAscii',
    );
    expect(Object.keys(body)).toEqual(['email', 'locale', 'emailAscii']);
  });
});
