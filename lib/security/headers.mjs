// Security headers for every response, built once from the build's environment (next.config.mjs
// headers() runs at build time, and the page HTML is prerendered, so no per-request nonce exists).
// Plain ESM so next.config.mjs can import it; typed by headers.d.mts.

/** Hosts the analytics tags load from and report to; listed only when their ID is configured. */
export const ANALYTICS_HOSTS = {
  ga: {
    script: ['https://www.googletagmanager.com'],
    connect: [
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ],
    img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  },
  metaPixel: {
    script: ['https://connect.facebook.net'],
    connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
    img: ['https://www.facebook.com'],
  },
};

/**
 * @typedef {{ cmsUrl?: string, editorUrl?: string, gaId?: string, metaPixelId?: string,
 *   dev?: boolean }} SecurityOptions
 */

/** Origin of a URL, or undefined for an empty or malformed value. */
function originOf(url) {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * The origin allowed to frame the site: the Directus the editors open in their browser
 * (DIRECTUS_PUBLIC_URL when it differs from the DIRECTUS_URL the server reads), else none.
 * @param {{ cmsUrl?: string, editorUrl?: string }} options
 */
export function editorOrigin({ cmsUrl, editorUrl } = {}) {
  const web = (origin) => (origin?.startsWith('http') ? origin : undefined);
  return web(originOf(editorUrl)) ?? web(originOf(cmsUrl));
}

const unique = (list) => [...new Set(list.filter(Boolean))];

/**
 * The Content-Security-Policy for the site.
 * - script-src: Next's prerendered pages carry inline bootstrap scripts (the RSC payload) whose
 *   content differs per page and per build, and prerendered HTML cannot carry a nonce, so they
 *   need 'unsafe-inline'; 'unsafe-eval' is allowed only in `next dev` (React's dev tooling).
 * - img-src / connect-src: the CMS (its assets are shown directly) and analytics when enabled.
 * - frame-ancestors: only the Directus editor's origin may frame the site (its Live Preview pane
 *   and Visual Editor); with no CMS configured, nobody may.
 * @param {SecurityOptions} options
 */
export function buildContentSecurityPolicy({
  cmsUrl,
  editorUrl,
  gaId,
  metaPixelId,
  dev = false,
} = {}) {
  const cms = originOf(cmsUrl);
  const editor = editorOrigin({ cmsUrl, editorUrl });
  const enabled = [
    gaId ? ANALYTICS_HOSTS.ga : undefined,
    metaPixelId ? ANALYTICS_HOSTS.metaPixel : undefined,
  ].filter(Boolean);
  const hosts = (kind) => enabled.flatMap((analytics) => analytics[kind]);
  const directives = {
    'default-src': ["'self'"],
    'script-src': unique([
      "'self'",
      "'unsafe-inline'",
      dev ? "'unsafe-eval'" : undefined,
      ...hosts('script'),
    ]),
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': unique(["'self'", 'data:', 'blob:', cms, ...hosts('img')]),
    'media-src': unique(["'self'", cms]),
    'font-src': ["'self'", 'data:'],
    'connect-src': unique(["'self'", cms, ...hosts('connect'), dev ? 'ws:' : undefined]),
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [editor ?? "'none'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * Every response's security headers.
 * @param {SecurityOptions} options
 * @returns {Array<{ key: string, value: string }>}
 */
export function buildSecurityHeaders(options = {}) {
  const framedByEditor = editorOrigin(options) !== undefined;
  return [
    { key: 'Content-Security-Policy', value: buildContentSecurityPolicy(options) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    // Older browsers that ignore frame-ancestors. X-Frame-Options cannot name another origin
    // (ALLOW-FROM is obsolete) and a browser that knows both obeys the CSP, so it is left out
    // when the editor's origin may frame the site.
    ...(framedByEditor ? [] : [{ key: 'X-Frame-Options', value: 'DENY' }]),
  ];
}

/** The options as the build's environment sets them. */
export function securityOptionsFromEnv(env = process.env) {
  return {
    cmsUrl: env.DIRECTUS_URL?.trim() || undefined,
    editorUrl: env.DIRECTUS_PUBLIC_URL?.trim() || undefined,
    gaId: env.NEXT_PUBLIC_GA_ID?.trim() || undefined,
    metaPixelId: env.NEXT_PUBLIC_META_PIXEL_ID?.trim() || undefined,
    dev: env.NODE_ENV === 'development',
  };
}
