import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Compares a presented secret with the configured one in constant time. Both sides are hashed
 * first so the comparison also takes the same time whatever the presented length is.
 */
export function secretsMatch(presented: string | null | undefined, expected: string): boolean {
  if (typeof presented !== 'string' || presented.length === 0 || expected.length === 0)
    return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(presented), digest(expected));
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | null): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1]! : null;
}
