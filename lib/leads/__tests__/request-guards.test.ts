/** @jest-environment node */
import { createRateLimiter } from '../rate-limit';
import {
  getClientIp,
  isCrossSiteRequest,
  isJsonContentType,
  readBodyWithLimit,
} from '../request-guards';

describe('isJsonContentType', () => {
  it.each([
    ['application/json', true],
    ['Application/JSON; charset=utf-8', true],
    ['application/jsonp', false],
    ['text/plain', false],
    [null, false],
  ])('%s → %s', (header, expected) => expect(isJsonContentType(header)).toBe(expected));
});

describe('isCrossSiteRequest', () => {
  const headers = (init: Record<string, string>) => new Headers({ host: 'octaacer.com', ...init });
  it('allows requests without browser origin headers (curl, server-to-server)', () => {
    expect(isCrossSiteRequest(headers({}))).toBe(false);
  });
  it('allows same-origin browsers', () => {
    expect(
      isCrossSiteRequest(
        headers({ 'sec-fetch-site': 'same-origin', origin: 'https://octaacer.com' }),
      ),
    ).toBe(false);
    expect(isCrossSiteRequest(headers({ origin: 'https://octaacer.com' }))).toBe(false);
  });
  it('refuses cross-site, foreign and null origins', () => {
    expect(isCrossSiteRequest(headers({ 'sec-fetch-site': 'cross-site' }))).toBe(true);
    expect(isCrossSiteRequest(headers({ origin: 'https://evil.example' }))).toBe(true);
    expect(isCrossSiteRequest(headers({ origin: 'null' }))).toBe(true);
  });
  it('accepts the proxy-forwarded host and the configured site host', () => {
    const proxied = new Headers({
      host: 'internal:3000',
      'x-forwarded-host': 'octaacer.com',
      origin: 'https://octaacer.com',
    });
    expect(isCrossSiteRequest(proxied)).toBe(false);
    const other = new Headers({ host: 'internal:3000', origin: 'https://www.octaacer.com' });
    expect(isCrossSiteRequest(other, ['www.octaacer.com'])).toBe(false);
  });
});

describe('getClientIp', () => {
  const noProxy = { proxyHops: 0 };
  it('with N trusted proxies takes the Nth entry from the right: what the outermost proxy saw; client-written entries further left never count', () => {
    const headers = new Headers({
      'x-forwarded-for': 'spoofed-1, spoofed-2, 203.0.113.7, 10.0.0.2',
    });
    expect(getClientIp(headers, { proxyHops: 1 })).toBe('10.0.0.2');
    expect(getClientIp(headers, { proxyHops: 2 })).toBe('203.0.113.7');
    expect(
      getClientIp(new Headers({ 'x-forwarded-for': 'rotated-9, 203.0.113.7' }), { proxyHops: 1 }),
    ).toBe('203.0.113.7');
    // Fewer entries than proxies: the leftmost there is.
    expect(getClientIp(new Headers({ 'x-forwarded-for': '10.0.0.2' }), { proxyHops: 3 })).toBe(
      '10.0.0.2',
    );
  });
  it("with CLIENT_IP_HEADER reads the edge's header alone, never X-Forwarded-For", () => {
    const trust = { proxyHops: 0, header: 'cf-connecting-ip' };
    const headers = new Headers({
      'cf-connecting-ip': '198.51.100.4',
      'x-forwarded-for': 'rotated-1, 10.0.0.2',
    });
    expect(getClientIp(headers, trust)).toBe('198.51.100.4');
    // Not through the edge: one shared "unknown", not the client's own header.
    expect(getClientIp(new Headers({ 'x-forwarded-for': '203.0.113.9' }), trust)).toBe('unknown');
  });
  it('without a configured proxy takes the rightmost entry (what next start writes from the connection when the client sent none)', () => {
    expect(getClientIp(new Headers({ 'x-forwarded-for': '198.51.100.9' }), noProxy)).toBe(
      '198.51.100.9',
    );
    expect(getClientIp(new Headers({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1' }), noProxy)).toBe(
      '10.0.0.1',
    );
  });
  it('ignores X-Real-IP unless it is the configured header, and answers unknown without any address', () => {
    expect(getClientIp(new Headers({ 'x-real-ip': '198.51.100.1' }), noProxy)).toBe('unknown');
    expect(getClientIp(new Headers(), noProxy)).toBe('unknown');
  });
});

describe('readBodyWithLimit', () => {
  it('reads a body within the limit', async () => {
    const request = new Request('http://x/', { method: 'POST', body: '{"a":"é"}' });
    await expect(readBodyWithLimit(request, 100)).resolves.toEqual({ ok: true, text: '{"a":"é"}' });
  });
  it('stops reading a stream that passes the limit', async () => {
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const request = new Request('http://x/', {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit);
    await expect(readBodyWithLimit(request, 4096)).resolves.toEqual({
      ok: false,
      reason: 'too-large',
    });
  });
  it('reports invalid UTF-8 as unreadable', async () => {
    const request = new Request('http://x/', {
      method: 'POST',
      body: new Uint8Array([0xff, 0xfe]),
    });
    await expect(readBodyWithLimit(request, 100)).resolves.toEqual({
      ok: false,
      reason: 'unreadable',
    });
  });
});

describe('createRateLimiter', () => {
  it('allows `limit` requests per window per key, then tells when to retry', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 });
    expect(limiter.take('a', 0)).toEqual({ allowed: true });
    expect(limiter.take('a', 10_000)).toEqual({ allowed: true });
    expect(limiter.take('a', 20_000)).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(limiter.take('b', 20_000)).toEqual({ allowed: true });
    expect(limiter.take('a', 60_001)).toEqual({ allowed: true });
  });
  it('is off at 0', () => {
    const limiter = createRateLimiter({ limit: 0, windowMs: 60_000 });
    for (let index = 0; index < 100; index += 1)
      expect(limiter.take('a')).toEqual({ allowed: true });
  });
});
