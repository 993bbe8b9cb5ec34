import type { LeadStore, RateLimitDecision } from './store/types';

export type { RateLimitDecision };

export interface RateLimiter {
  /** Counts one request for `key` and says whether it is within the limit. */
  take(key: string, now?: number): RateLimitDecision;
}

/**
 * Sliding-window limiter kept in process memory: at most `limit` requests per `windowMs` per key.
 * limit 0 turns it off. Per instance, which is enough to stop a form being hammered from one IP.
 */
export function createRateLimiter({
  limit,
  windowMs,
}: {
  limit: number;
  windowMs: number;
}): RateLimiter {
  const hits = new Map<string, number[]>();
  let lastSweep = 0;

  function sweep(now: number) {
    // Forget idle keys now and then so a flood of distinct IPs cannot grow memory without bound.
    if (now - lastSweep < windowMs) return;
    lastSweep = now;
    for (const [key, times] of hits) {
      if ((times[times.length - 1] ?? 0) <= now - windowMs) hits.delete(key);
    }
  }

  return {
    take(key, now = Date.now()) {
      if (limit <= 0) return { allowed: true };
      sweep(now);
      const recent = (hits.get(key) ?? []).filter((time) => time > now - windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        const oldest = recent[0] ?? now;
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)),
        };
      }
      recent.push(now);
      hits.set(key, recent);
      return { allowed: true };
    },
  };
}

/** The limiter a lead endpoint asks: shared through the store when it can be, else in memory. */
export interface LeadRateLimiter {
  take(key: string): Promise<RateLimitDecision>;
}

/**
 * With a store several instances share (Postgres, DATABASE_URL) the count lives there, so a second
 * instance does not double a visitor's allowance; the embedded SQLite default keeps the in-memory
 * limiter (one process). A store error is thrown: a store that cannot count cannot store the lead
 * either, and the request answers 503 at once instead of waiting out a second time limit.
 */
export function createLeadRateLimiter(
  store: LeadStore,
  { limit, windowMs }: { limit: number; windowMs: number },
): LeadRateLimiter {
  const memory = createRateLimiter({ limit, windowMs });
  const shared = store.takeRateLimitHit?.bind(store);
  return {
    async take(key) {
      if (limit <= 0) return { allowed: true };
      if (!shared) return memory.take(key);
      return shared(key, limit, windowMs);
    },
  };
}
