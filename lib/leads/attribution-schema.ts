import { z } from 'zod';

/** Marketing attribution captured first-touch on the landing URL and sent with every lead. */
export const ATTRIBUTION_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
] as const;

export type AttributionParam = (typeof ATTRIBUTION_PARAMS)[number];

const attributionValue = z.string().trim().max(200).optional();

export const attributionSchema = z.object({
  utm_source: attributionValue,
  utm_medium: attributionValue,
  utm_campaign: attributionValue,
  utm_term: attributionValue,
  utm_content: attributionValue,
  gclid: attributionValue,
  fbclid: attributionValue,
  /** Path (and query) of the first page of the visit. */
  landing_path: z.string().trim().max(500).optional(),
  /** document.referrer of the first page of the visit. */
  referrer: z.string().trim().max(1000).optional(),
});

export type Attribution = z.infer<typeof attributionSchema>;

/** Cookie the middleware writes on the landing request (first touch for the visit). */
export const ATTRIBUTION_COOKIE = 'oc_attribution';
