import { GEO } from '@/lib/constants';
import { normalizeCountryCode } from './country-header';

/** sessionStorage key of the detected country (spec: cached in session storage). */
export const DETECTED_COUNTRY_STORAGE_KEY = 'octaacer:phone-country';
export const FALLBACK_COUNTRY = 'us';

/** Reads `loc=XX` from a Cloudflare /cdn-cgi/trace body. */
export function parseTraceCountry(body: string): string | null {
  const match = /^loc=([A-Za-z0-9]{2})\s*$/m.exec(body);
  return normalizeCountryCode(match?.[1]);
}

async function fetchWithTimeout(fetcher: typeof fetch, url: string, timeoutMs: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await fetcher(url, { signal: controller.signal, cache: 'no-store' });
  } finally {
    clearTimeout(timer);
  }
}

async function fromCdnTrace(fetcher: typeof fetch): Promise<string | null> {
  const response = await fetchWithTimeout(fetcher, '/cdn-cgi/trace', GEO.timeoutMs);
  return response.ok ? parseTraceCountry(await response.text()) : null;
}

async function fromGeoRoute(fetcher: typeof fetch): Promise<string | null> {
  const response = await fetchWithTimeout(fetcher, '/api/geo', GEO.timeoutMs);
  if (!response.ok) return null;
  const body = (await response.json()) as { country?: unknown };
  return typeof body.country === 'string' ? normalizeCountryCode(body.country) : null;
}

export interface DetectCountryOptions {
  fetcher?: typeof fetch;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Only countries the phone selector offers count as detected. */
  isSupported?: (country: string) => boolean;
}

function safeStorage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // Storage can throw when cookies are blocked.
  }
}

/**
 * The visitor's country for the phone selector: the same-origin CDN trace, then our /api/geo
 * (the edge's country header), then 'us'. Cached for the session; silent on every failure.
 */
export async function detectCountry({
  fetcher = fetch,
  storage = safeStorage(),
  isSupported = () => true,
}: DetectCountryOptions = {}): Promise<string> {
  const cached = normalizeCountryCode(readQuietly(() => storage?.getItem(DETECTED_COUNTRY_STORAGE_KEY)));
  if (cached && isSupported(cached)) return cached;

  let detected: string | null = null;
  for (const source of [fromCdnTrace, fromGeoRoute]) {
    const country = await source(fetcher).catch(() => null);
    if (country && isSupported(country)) {
      detected = country;
      break;
    }
  }
  const country = detected ?? FALLBACK_COUNTRY;
  readQuietly(() => storage?.setItem(DETECTED_COUNTRY_STORAGE_KEY, country));
  return country;
}

function readQuietly<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}
