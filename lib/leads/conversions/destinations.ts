import { getEnv, type Env } from '@/lib/env';
import type { ConversionKind } from '../store/types';

/**
 * The Graph API version the Conversions API is called with. Meta keeps a version for about two
 * years; raise it when Meta's changelog retires this one.
 */
export const META_GRAPH_API_VERSION = 'v24.0';
const META_GRAPH_URL = `https://graph.facebook.com/${META_GRAPH_API_VERSION}`;
const GA4_MP_URL = 'https://www.google-analytics.com/mp/collect';

/** Where a lead's conversion for one destination is posted; undefined = that destination is off. */
export function conversionUrlFor(
  kind: ConversionKind,
  env: Partial<
    Pick<
      Env,
      | 'META_CAPI_ACCESS_TOKEN'
      | 'NEXT_PUBLIC_META_PIXEL_ID'
      | 'META_CAPI_URL'
      | 'GA4_API_SECRET'
      | 'NEXT_PUBLIC_GA_ID'
      | 'GA4_MP_URL'
    >
  > = getEnv(),
): string | undefined {
  if (kind === 'meta-capi') {
    const token = env.META_CAPI_ACCESS_TOKEN;
    const pixelId = env.NEXT_PUBLIC_META_PIXEL_ID;
    if (!token || !pixelId) return undefined;
    // The token goes in the URL (Meta's documented form); it is read from env at send time and
    // never stored with the event.
    const url = new URL(
      `${env.META_CAPI_URL ?? META_GRAPH_URL}/${encodeURIComponent(pixelId)}/events`,
    );
    url.searchParams.set('access_token', token);
    return url.toString();
  }
  const secret = env.GA4_API_SECRET;
  const measurementId = env.NEXT_PUBLIC_GA_ID;
  if (!secret || !measurementId) return undefined;
  const url = new URL(env.GA4_MP_URL ?? GA4_MP_URL);
  url.searchParams.set('measurement_id', measurementId);
  url.searchParams.set('api_secret', secret);
  return url.toString();
}
