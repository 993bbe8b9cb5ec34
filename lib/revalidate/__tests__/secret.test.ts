/** @jest-environment node */
import { timingSafeEqual } from 'node:crypto';
import { bearerToken, secretsMatch } from '../secret';

jest.mock('node:crypto', () => {
  const actual = jest.requireActual<typeof import('node:crypto')>('node:crypto');
  return { ...actual, timingSafeEqual: jest.fn(actual.timingSafeEqual) };
});

describe('secretsMatch', () => {
  it('accepts only the exact secret', () => {
    expect(secretsMatch('s3cret-value', 's3cret-value')).toBe(true);
    expect(secretsMatch('s3cret-valuf', 's3cret-value')).toBe(false);
    expect(secretsMatch('s3cret-value ', 's3cret-value')).toBe(false);
    expect(secretsMatch('S3CRET-VALUE', 's3cret-value')).toBe(false);
  });

  it('rejects missing or empty secrets on either side', () => {
    expect(secretsMatch(null, 'x')).toBe(false);
    expect(secretsMatch(undefined, 'x')).toBe(false);
    expect(secretsMatch('', '')).toBe(false);
    expect(secretsMatch('x', '')).toBe(false);
  });

  it('compares fixed-length digests with timingSafeEqual, whatever the presented length', () => {
    const spy = jest.mocked(timingSafeEqual);
    spy.mockClear();
    secretsMatch('a', 'a-much-longer-configured-secret');
    secretsMatch('a-much-longer-configured-secret-and-more', 'a-much-longer-configured-secret');
    expect(spy).toHaveBeenCalledTimes(2);
    for (const [left, right] of spy.mock.calls) {
      expect((left as Buffer).length).toBe(32);
      expect((right as Buffer).length).toBe(32);
    }
  });
});

describe('bearerToken', () => {
  it('reads the token of a Bearer header, case-insensitively', () => {
    expect(bearerToken('Bearer abc.def')).toBe('abc.def');
    expect(bearerToken('bearer abc')).toBe('abc');
  });

  it('returns null for other schemes and malformed headers', () => {
    expect(bearerToken(null)).toBeNull();
    expect(bearerToken('Basic YWJj')).toBeNull();
    expect(bearerToken('Bearer')).toBeNull();
    expect(bearerToken('Bearer a b')).toBeNull();
  });
});
