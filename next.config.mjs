import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { IMAGE_WIDTHS, NEXT_IMAGE_QUALITIES } from './lib/image-config.mjs';
import { CONTENT_VERSIONED_CACHE_CONTROL } from './lib/http/cache-control.mjs';
import { buildSecurityHeaders, securityOptionsFromEnv } from './lib/security/headers.mjs';
import { localeRewrites } from './lib/i18n/locale-rewrites.mjs';

/**
 * CMS images (client logos, project images) render through next/image from Directus's /assets:
 * at DIRECTUS_PUBLIC_URL (the address pages give browsers) when it is set, else DIRECTUS_URL.
 * A CMS on this machine (npm run cms:dev, the CMS tests) is a loopback host, which Next 16
 * refuses to fetch from unless told to.
 */
function cmsImageOptions() {
  const hosts = [process.env.DIRECTUS_URL, process.env.DIRECTUS_PUBLIC_URL].flatMap((value) => {
    try {
      return value ? [new URL(value)] : [];
    } catch {
      return []; // lib/env reports the bad value; images just stay local
    }
  });
  if (hosts.length === 0) return {};
  return {
    remotePatterns: hosts.map((cms) => ({
      protocol: cms.protocol.replace(':', ''),
      hostname: cms.hostname,
      port: cms.port,
      pathname: `${cms.pathname.replace(/\/+$/, '')}/assets/**`,
    })),
    dangerouslyAllowLocalIP: hosts.some((cms) =>
      ['127.0.0.1', 'localhost', '[::1]'].includes(cms.hostname),
    ),
  };
}
// One id per build, shared with the build's worker processes through the environment; the
// browser bundle and /api/build-id both get it inlined, so a changed answer means a new deploy.
// Set SITE_BUILD_ID yourself when several servers build the same commit separately: it is also
// Next's build id, so their pages and chunks match (one build copied to every server needs nothing).
process.env.SITE_BUILD_ID ||= `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * Several instances behind one address share their page cache in Redis when REDIS_URL is set
 * (read by `next start`, so one build serves with or without it). No in-memory copy: an
 * instance must never answer a page another instance has revalidated. Unset: Next's disk cache.
 */
const sharedCacheOptions = process.env.REDIS_URL
  ? {
      cacheHandler: fileURLToPath(new URL('./lib/cache/redis-cache-handler.mjs', import.meta.url)),
      cacheMaxMemorySize: 0,
    }
  : {};

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Tests and benchmarks build into their own folder so they never clobber a developer's .next.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  generateBuildId: () => process.env.SITE_BUILD_ID,
  ...sharedCacheOptions,
  // CI type-checks separately (npm run typecheck); parallel local work can opt out of it here.
  typescript: { ignoreBuildErrors: process.env.NEXT_IGNORE_TS === '1' },
  reactStrictMode: true,
  serverExternalPackages: ['better-sqlite3', 'pg'],
  // The stylesheet is linked, not inlined: inlineCss put its 57 kB into every page twice (the
  // <style> and the RSC payload), and the bigger document cost more on a slow phone (measured
  // with Lighthouse mobile; see docs/performance.md) than the one extra request it saved.
  experimental: { globalNotFound: true },
  images: {
    deviceSizes: [...IMAGE_WIDTHS],
    // WebP only: the optimiser encodes each picture's width on its first request. For the drawn
    // product screens AVIF took 30-45 × longer to encode (a 1080 px screen: 9.4 s against 0.3 s on
    // a busy 2-core machine) and came out larger (46 kB against 38 kB), so a cold case-study page
    // of six screens waited seconds for them.
    formats: ['image/webp'],
    qualities: [...NEXT_IMAGE_QUALITIES],
    ...cmsImageOptions(),
  },
  env: {
    NEXT_PUBLIC_BUILD_ID: process.env.SITE_BUILD_ID,
    // The key of the link-preview cards' signatures (lib/seo/og-card.ts), written into the server
    // build so prerendered pages and the running server agree. Only server code reads it.
    OG_CARD_KEY: process.env.OG_IMAGE_SECRET || randomBytes(32).toString('base64url'),
  },
  async headers() {
    // CSP, HSTS, nosniff, referrer, permissions and opener policies on every response.
    return [
      { source: '/:path*', headers: buildSecurityHeaders(securityOptionsFromEnv()) },
      // public/fonts/ holds faces named by their content's hash (scripts/subset-font.sh), kept
      // for good instead of revalidated on every page (public/ files are otherwise max-age=0).
      {
        source: '/fonts/:file*',
        headers: [{ key: 'Cache-Control', value: CONTENT_VERSIONED_CACHE_CONTROL }],
      },
    ];
  },
  async rewrites() {
    return { beforeFiles: localeRewrites() };
  },
  async redirects() {
    return [
      // The original app also answered /portfolio/{slug}; the canonical spelling is /portfolios/{slug}.
      { source: '/portfolio/:slug', destination: '/portfolios/:slug', permanent: true },
      { source: '/portfolio', destination: '/portfolios', permanent: true },
    ];
  },
};

export default nextConfig;
