import { z } from 'zod';

/** Empty strings in .env files mean "unset", not "the empty value". */
const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = optionalString.pipe(z.url().optional());

const booleanFlag = optionalString.transform((value) =>
  value === undefined ? false : ['1', 'true', 'yes', 'on'].includes(value.toLowerCase()),
);

export const envSchema = z.object({
  NEXT_PUBLIC_SITE_URL: optionalUrl.transform((value) =>
    (value ?? 'http://localhost:3000').replace(/\/+$/, ''),
  ),
  DIRECTUS_URL: optionalUrl.transform((value) => value?.replace(/\/+$/, '')),
  /** The Directus editors open, when it differs from DIRECTUS_URL (e.g. a private network URL). */
  DIRECTUS_PUBLIC_URL: optionalUrl.transform((value) => value?.replace(/\/+$/, '')),
  DIRECTUS_TOKEN: optionalString,
  DIRECTUS_COLLECTION_PREFIX: optionalString.transform((value) => value ?? 'octaacer'),
  REVALIDATE_SECRET: optionalString,
  DRAFT_SECRET: optionalString,
  CONTACT_WEBHOOK_URL: optionalUrl,
  LEAD_WEBHOOK_URL: optionalUrl,
  SCHEDULER_URL: optionalUrl,
  WHATSAPP_NUMBER: optionalString.pipe(
    z
      .string()
      .regex(/^\+?[0-9 ()-]{6,20}$/, 'WHATSAPP_NUMBER must be a phone number')
      .optional(),
  ),
  NEXT_PUBLIC_GA_ID: optionalString,
  NEXT_PUBLIC_META_PIXEL_ID: optionalString,
  /** Server-side conversions (lib/leads/conversions): Meta Conversions API, with the pixel id. */
  META_CAPI_ACCESS_TOKEN: optionalString,
  /** GA4 Measurement Protocol, with NEXT_PUBLIC_GA_ID as the measurement id. */
  GA4_API_SECRET: optionalString,
  /** Where the two are sent; default the platforms' own endpoints (a local receiver in tests). */
  META_CAPI_URL: optionalUrl.transform((value) => value?.replace(/\/+$/, '')),
  GA4_MP_URL: optionalUrl,
  LEADS_DATABASE: optionalString.transform((value) => value ?? './.data/leads.db'),
  DATABASE_URL: optionalString,
  LEAD_RATE_LIMIT: optionalString
    .pipe(z.string().regex(/^\d+$/, 'LEAD_RATE_LIMIT must be a whole number').optional())
    .transform((value) => (value === undefined ? 10 : Number(value))),
  /** How long one webhook call may take; a delivery's lease always outlasts it (lib/leads/pipeline-config.ts). */
  WEBHOOK_TIMEOUT_MS: optionalString
    .pipe(
      z
        .string()
        .regex(/^[1-9]\d*$/, 'WEBHOOK_TIMEOUT_MS must be a positive whole number of milliseconds')
        .optional(),
    )
    .transform((value) => (value === undefined ? 30_000 : Number(value))),
  SHOWCASE_ENABLED: booleanFlag,
  /** Reverse proxies in front of the app that append to X-Forwarded-For (0 = none configured). */
  TRUSTED_PROXY_HOPS: optionalString
    .pipe(z.string().regex(/^\d+$/, 'TRUSTED_PROXY_HOPS must be a whole number').optional())
    .transform((value) => (value === undefined ? 0 : Number(value))),
  /** A header the trusted edge sets to the visitor's address (cf-connecting-ip, x-real-ip...). */
  CLIENT_IP_HEADER: optionalString
    .pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9-]+$/, 'CLIENT_IP_HEADER must be a header name, e.g. cf-connecting-ip')
        .optional(),
    )
    .transform((value) => value?.toLowerCase()),
  /** Shared page cache of several instances (lib/cache/redis-cache-handler.mjs, read by next.config). */
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\/\S+$/, 'REDIS_URL must be a redis:// or rediss:// URL')
      .optional(),
  ),
});

export type Env = z.infer<typeof envSchema>;

/** Optional features and the line logged once when they are off. */
const disabledFeatureMessages: Array<[keyof Env, string]> = [
  ['DIRECTUS_URL', 'DIRECTUS_URL is not set: serving content from content-fallback/.'],
  ['REVALIDATE_SECRET', 'REVALIDATE_SECRET is not set: on-demand revalidation is disabled.'],
  [
    'CONTACT_WEBHOOK_URL',
    'CONTACT_WEBHOOK_URL is not set: contact leads are stored and kept undelivered.',
  ],
  [
    'LEAD_WEBHOOK_URL',
    'LEAD_WEBHOOK_URL is not set: modal and wizard leads are stored and kept undelivered.',
  ],
  [
    'SCHEDULER_URL',
    'SCHEDULER_URL is not set: the booking link comes from CMS settings or the built-in default.',
  ],
  [
    'WHATSAPP_NUMBER',
    'WHATSAPP_NUMBER is not set: chat links use the phone number from site config.',
  ],
  ['NEXT_PUBLIC_GA_ID', 'NEXT_PUBLIC_GA_ID is not set: Google Analytics is off.'],
  ['NEXT_PUBLIC_META_PIXEL_ID', 'NEXT_PUBLIC_META_PIXEL_ID is not set: Meta Pixel is off.'],
  ['DATABASE_URL', 'DATABASE_URL is not set: leads go to the embedded SQLite store.'],
  ['REDIS_URL', "REDIS_URL is not set: pages are cached on this instance's disk only."],
];

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const details = result.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid environment configuration: ${details}`);
  }
  return result.data;
}

/** Features that need two settings: the line logged when either is missing. */
const disabledPairMessages: Array<[keyof Env, keyof Env, string]> = [
  [
    'META_CAPI_ACCESS_TOKEN',
    'NEXT_PUBLIC_META_PIXEL_ID',
    'Meta Conversions API is off: it needs META_CAPI_ACCESS_TOKEN and NEXT_PUBLIC_META_PIXEL_ID.',
  ],
  [
    'GA4_API_SECRET',
    'NEXT_PUBLIC_GA_ID',
    'GA4 Measurement Protocol is off: it needs GA4_API_SECRET and NEXT_PUBLIC_GA_ID.',
  ],
];

/** Lists the optional features that are off, one line each. */
export function describeDisabledFeatures(env: Env): string[] {
  return [
    ...disabledFeatureMessages.filter(([key]) => env[key] === undefined).map(([, line]) => line),
    ...disabledPairMessages
      .filter(([first, second]) => env[first] === undefined || env[second] === undefined)
      .map(([, , line]) => line),
  ];
}

let cachedEnv: Env | undefined;

/** Server-side configuration, parsed once per process. */
export function getEnv(): Env {
  cachedEnv ??= parseEnv(process.env);
  return cachedEnv;
}

let announced = false;

/** Logs each disabled optional feature once per process (called from instrumentation). */
export function announceDisabledFeatures(log: (line: string) => void = console.info): void {
  if (announced) return;
  announced = true;
  for (const line of describeDisabledFeatures(getEnv())) log(`[config] ${line}`);
}

/** TEST-ONLY knobs of the lead delivery timing (README: "Test-only knobs"); production leaves them unset. */
export const LEAD_TIMING_OVERRIDES = [
  'LEAD_RETRY_SCHEDULE_MS',
  'LEAD_RETRY_WINDOW_MS',
  'LEAD_DELIVERY_LEASE_MS',
  'LEAD_WORKER_INTERVAL_MS',
] as const;
export type LeadTimingOverrides = Partial<
  Record<(typeof LEAD_TIMING_OVERRIDES)[number], readonly number[]>
>;

/** A comma-separated list of positive whole milliseconds. */
const millisecondList = z
  .string()
  .transform((value) => value.split(',').map((part) => Number(part.trim())))
  .pipe(z.array(z.number().int().positive()));

const warnedTimingOverrides = new Set<string>();

/**
 * The timing overrides that are set and valid. Lenient on purpose: an invalid test knob is
 * ignored with one warning instead of stopping the server.
 */
export function parseLeadTimingOverrides(
  source: Record<string, string | undefined> = process.env,
): LeadTimingOverrides {
  const overrides: LeadTimingOverrides = {};
  for (const name of LEAD_TIMING_OVERRIDES) {
    const raw = source[name];
    if (raw === undefined || raw.trim() === '') continue;
    const parsed = millisecondList.safeParse(raw);
    if (parsed.success) overrides[name] = parsed.data;
    else if (!warnedTimingOverrides.has(name)) {
      warnedTimingOverrides.add(name);
      console.warn(
        `[leads] ${name}="${raw}" is not a list of positive milliseconds; using the default.`,
      );
    }
  }
  return overrides;
}
