import { describeDisabledFeatures, parseEnv } from '@/lib/env';

describe('parseEnv', () => {
  it('applies the documented defaults when nothing is configured', () => {
    const env = parseEnv({});
    expect(env.NEXT_PUBLIC_SITE_URL).toBe('http://localhost:3000');
    expect(env.LEADS_DATABASE).toBe('./.data/leads.db');
    expect(env.LEAD_RATE_LIMIT).toBe(10);
    expect(env.SHOWCASE_ENABLED).toBe(false);
    expect(env.DIRECTUS_URL).toBeUndefined();
  });

  it('treats empty strings as unset and trims trailing slashes from URLs', () => {
    const env = parseEnv({ DIRECTUS_URL: 'https://cms.example.com/', CONTACT_WEBHOOK_URL: '' });
    expect(env.DIRECTUS_URL).toBe('https://cms.example.com');
    expect(env.CONTACT_WEBHOOK_URL).toBeUndefined();
  });

  it('accepts 0 as "rate limit off" and rejects non-numbers with a clear message', () => {
    expect(parseEnv({ LEAD_RATE_LIMIT: '0' }).LEAD_RATE_LIMIT).toBe(0);
    expect(() => parseEnv({ LEAD_RATE_LIMIT: 'lots' })).toThrow(
      /LEAD_RATE_LIMIT must be a whole number/,
    );
  });

  it('reads CLIENT_IP_HEADER as a header name, in lower case', () => {
    expect(parseEnv({}).CLIENT_IP_HEADER).toBeUndefined();
    expect(parseEnv({ CLIENT_IP_HEADER: 'CF-Connecting-IP' }).CLIENT_IP_HEADER).toBe(
      'cf-connecting-ip',
    );
    expect(() => parseEnv({ CLIENT_IP_HEADER: 'x real ip' })).toThrow(
      /CLIENT_IP_HEADER must be a header name/,
    );
  });

  it('reads TRUSTED_PROXY_HOPS as a whole number, default 0 (no proxy named)', () => {
    expect(parseEnv({}).TRUSTED_PROXY_HOPS).toBe(0);
    expect(parseEnv({ TRUSTED_PROXY_HOPS: '2' }).TRUSTED_PROXY_HOPS).toBe(2);
    expect(() => parseEnv({ TRUSTED_PROXY_HOPS: '-1' })).toThrow(
      /TRUSTED_PROXY_HOPS must be a whole number/,
    );
  });

  it('rejects a malformed URL naming the variable', () => {
    expect(() => parseEnv({ LEAD_WEBHOOK_URL: 'not a url' })).toThrow(/LEAD_WEBHOOK_URL/);
  });

  it('reads boolean flags', () => {
    expect(parseEnv({ SHOWCASE_ENABLED: 'true' }).SHOWCASE_ENABLED).toBe(true);
    expect(parseEnv({ SHOWCASE_ENABLED: '0' }).SHOWCASE_ENABLED).toBe(false);
  });

  it('names one line per disabled optional feature', () => {
    const lines = describeDisabledFeatures(
      parseEnv({ LEAD_WEBHOOK_URL: 'http://127.0.0.1:9/hook' }),
    );
    expect(lines.some((line) => line.startsWith('LEAD_WEBHOOK_URL'))).toBe(false);
    expect(lines.some((line) => line.startsWith('CONTACT_WEBHOOK_URL'))).toBe(true);
  });

  it('accepts only a redis:// or rediss:// REDIS_URL and says when the cache is per instance', () => {
    expect(parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe(
      'redis://127.0.0.1:6379',
    );
    expect(parseEnv({ REDIS_URL: 'rediss://:secret@cache.example.com:6380/0' }).REDIS_URL).toBe(
      'rediss://:secret@cache.example.com:6380/0',
    );
    expect(() => parseEnv({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
    expect(describeDisabledFeatures(parseEnv({}))).toContain(
      "REDIS_URL is not set: pages are cached on this instance's disk only.",
    );
    expect(
      describeDisabledFeatures(parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379' })).some((line) =>
        line.startsWith('REDIS_URL'),
      ),
    ).toBe(false);
  });

  it('says once when a server-side conversion destination is off, and why', () => {
    const metaOff =
      'Meta Conversions API is off: it needs META_CAPI_ACCESS_TOKEN and NEXT_PUBLIC_META_PIXEL_ID.';
    const ga4Off =
      'GA4 Measurement Protocol is off: it needs GA4_API_SECRET and NEXT_PUBLIC_GA_ID.';
    expect(describeDisabledFeatures(parseEnv({}))).toEqual(
      expect.arrayContaining([metaOff, ga4Off]),
    );
    // The pixel alone is not enough: the token is what turns the server side on.
    expect(describeDisabledFeatures(parseEnv({ NEXT_PUBLIC_META_PIXEL_ID: '1' }))).toContain(
      metaOff,
    );
    const bothOn = describeDisabledFeatures(
      parseEnv({
        NEXT_PUBLIC_META_PIXEL_ID: '1',
        META_CAPI_ACCESS_TOKEN: 't',
        NEXT_PUBLIC_GA_ID: 'G-1',
        GA4_API_SECRET: 's',
      }),
    );
    expect(bothOn).not.toContain(metaOff);
    expect(bothOn).not.toContain(ga4Off);
    expect(() => parseEnv({ META_CAPI_URL: 'not a url' })).toThrow(/META_CAPI_URL/);
  });
});
