/** The checks a lead endpoint runs on a request before it reads what the visitor wrote. */

export function jsonResponse(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  const text = JSON.stringify(body);
  return new Response(text, {
    status,
    headers: {
      // no-transform also tells Next's compression to leave these answers of a few dozen bytes
      // alone: it gzipped each one (a new zlib stream per lead, ~3 % of the endpoint's CPU under
      // load). The Content-Length did not stop it: Next streams the body and the header comes late.
      'Cache-Control': 'no-store, no-transform',
      'Content-Type': 'application/json',
      'Content-Length': String(new TextEncoder().encode(text).length),
      ...headers,
    },
  });
}

export function methodNotAllowed(allowed: readonly string[]): Response {
  return jsonResponse(405, { error: 'Method not allowed' }, { Allow: allowed.join(', ') });
}

/** application/json, with or without parameters such as charset. */
export function isJsonContentType(header: string | null): boolean {
  if (!header) return false;
  const mediaType = header.split(';', 1)[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

export type BodyReadResult =
  { ok: true; text: string } | { ok: false; reason: 'too-large' | 'unreadable' };

/**
 * Reads at most `maxBytes` of the body. Content-Length is only a first hint: a chunked or lying
 * request is cut off while streaming, so no body larger than the limit is ever held in memory.
 */
export async function readBodyWithLimit(
  request: Request,
  maxBytes: number,
): Promise<BodyReadResult> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, reason: 'too-large' };
  if (!request.body) return { ok: true, text: '' };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, reason: 'too-large' };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}

function firstHeaderValue(value: string | null): string | undefined {
  const first = value?.split(',', 1)[0]?.trim();
  return first ? first : undefined;
}

/**
 * Browsers say where a request comes from (Sec-Fetch-Site, Origin); a page on another site must
 * not post leads here. Requests without those headers (curl, server-to-server) are not from a
 * browser page and are allowed.
 */
export function isCrossSiteRequest(
  headers: Headers,
  extraAllowedHosts: readonly string[] = [],
): boolean {
  const fetchSite = headers.get('sec-fetch-site')?.toLowerCase();
  if (fetchSite === 'cross-site') return true;
  const origin = headers.get('origin');
  if (origin === null) return false;
  if (fetchSite === 'same-origin' || fetchSite === 'none') return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    return true; // "null" (sandboxed frames, file://) or garbage
  }
  const hosts = [
    firstHeaderValue(headers.get('x-forwarded-host')),
    firstHeaderValue(headers.get('host')),
  ]
    .filter((host): host is string => host !== undefined)
    .map((host) => host.toLowerCase());
  return ![...hosts, ...extraAllowedHosts.map((host) => host.toLowerCase())].includes(originHost);
}

/** Where the visitor's address is read from: the deployment says which proxy to trust. */
export interface ClientAddressTrust {
  /** Proxies in front that each append the address they saw to X-Forwarded-For (TRUSTED_PROXY_HOPS). */
  proxyHops: number;
  /** A header the edge sets to the visitor's address, e.g. cf-connecting-ip (CLIENT_IP_HEADER). */
  header?: string;
}

/**
 * The visitor's IP as the trusted proxy saw it, per the configured trust:
 *  - `header`: that header's value, and nothing else (a request that did not pass the edge has
 *    none: "unknown");
 *  - `proxyHops` N ≥ 1: X-Forwarded-For entries are appended left to right, so the Nth entry from
 *    the right is the address the outermost trusted proxy saw; anything further left was written
 *    by the client and is never used (a spammer could rotate it);
 *  - neither: the rightmost entry. `next start` writes the connecting address there only when the
 *    client sent none, so a client can choose it: the launch check and the server's start-up log
 *    say to configure a proxy.
 */
export function getClientIp(headers: Headers, trust: ClientAddressTrust): string {
  if (trust.header) return firstHeaderValue(headers.get(trust.header)) ?? 'unknown';
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (hops.length === 0) return 'unknown';
  // Fewer entries than proxies: the request did not pass them all; the leftmost is the best left.
  return hops[Math.max(0, hops.length - Math.max(1, trust.proxyHops))] ?? 'unknown';
}
