import { isValidMobileNumber, sanitizePhoneInput, toE164 } from '../phone-rules';

describe('phone rules', () => {
  it('keeps only digits, plus, spaces and hyphens from a pasted number', () => {
    expect(sanitizePhoneInput('+44 (7911) abc-123 456 ext.')).toBe('+44 7911 -123 456 ');
    expect(sanitizePhoneInput('call 0300_1234567!')).toBe(' 03001234567');
  });

  describe('UK (+44)', () => {
    it('accepts a mobile starting with 7 that has 10 core digits', () => {
      expect(isValidMobileNumber('07911 123456', 'gb')).toBe(true);
      expect(isValidMobileNumber('+44 7911 123456', 'gb')).toBe(true);
      expect(toE164('07911-123-456', 'gb')).toBe('+447911123456');
    });
    it('refuses a 7… mobile with 9 or 11 core digits', () => {
      expect(isValidMobileNumber('0791112345', 'gb')).toBe(false);
      expect(isValidMobileNumber('079111234567', 'gb')).toBe(false);
    });
    it('refuses a landline', () => {
      expect(isValidMobileNumber('020 7946 0958', 'gb')).toBe(false);
      expect(isValidMobileNumber('0161 496 0000', 'gb')).toBe(false);
    });
  });

  it('accepts a US number (the US plan does not separate mobile from fixed line)', () => {
    expect(isValidMobileNumber('201 555-0123', 'us')).toBe(true);
    expect(toE164('201-555-0123', 'us')).toBe('+12015550123');
  });

  it('accepts a Pakistani mobile and refuses a Lahore landline', () => {
    expect(isValidMobileNumber('0300 1234567', 'pk')).toBe(true);
    expect(toE164('+92 300 1234567', 'pk')).toBe('+923001234567');
    expect(isValidMobileNumber('042 35761234', 'pk')).toBe(false);
  });

  it('refuses a number of another country than the chosen one', () => {
    expect(isValidMobileNumber('+44 7911 123456', 'us')).toBe(false);
  });

  it('refuses letters, unknown countries and empty input', () => {
    expect(isValidMobileNumber('07911 12345a', 'gb')).toBe(false);
    expect(isValidMobileNumber('07911 123456', 'zz')).toBe(false);
    expect(isValidMobileNumber('', 'gb')).toBe(false);
  });
});
