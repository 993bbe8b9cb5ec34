import { toAsciiDigits } from '../ascii-digits';
import { sanitizePhoneInput, toE164 } from '../phone-rules';

describe('Arabic-Indic and Persian digits', () => {
  it('reads each as its ASCII digit and leaves everything else alone', () => {
    expect(toAsciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toAsciiDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toAsciiDigits('+٩٧١ ٥٠-۱۲۳ abc 42')).toBe('+971 50-123 abc 42');
    expect(toAsciiDigits('')).toBe('');
  });

  it('keeps those keystrokes in the phone field, as ASCII digits', () => {
    expect(sanitizePhoneInput('٠٥٠١٢٣٤٥٦٧')).toBe('0501234567');
    expect(sanitizePhoneInput('۰۹۱۲ ۳۴۵ ۶۷۸۹')).toBe('0912 345 6789');
    // Other characters are still dropped.
    expect(sanitizePhoneInput('٠٥٠(123)x')).toBe('050123');
  });

  it('gives the same E.164 number whatever digits were typed', () => {
    expect(toE164(toAsciiDigits('٠٥٠١٢٣٤٥٦٧'), 'ae')).toBe('+971501234567');
    expect(toE164(toAsciiDigits('۰۹۱۲۳۴۵۶۷۸۹'), 'ir')).toBe('+989123456789');
  });
});
