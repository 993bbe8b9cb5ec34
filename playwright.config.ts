import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, resolveChromium } from './scripts/chromium-path.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
const distDir = process.env.E2E_DIST_DIR ?? '.next-e2e';
const webhookPort = port + 1;
/** Where e2e/preview.spec.ts serves the pages that frame the site, as Directus's origin. */
export const editorPort = Number(process.env.E2E_EDITOR_PORT ?? port + 2);
export const baseURL = `http://127.0.0.1:${port}`;
// e2e/support/global-setup.ts starts a real webhook receiver here; the site posts leads to it.
process.env.E2E_WEBHOOK_URL = `http://127.0.0.1:${webhookPort}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // One worker per core, at most four. Each worker drives a Chromium page and shares the one
  // `next start` server; both are CPU-bound, so more workers than cores only queue for the CPU and
  // turn expect timeouts into flakes, and past four the single server process is the bottleneck.
  // (On the 2-core CI machine: 2.) `--workers` on the command line still overrides it.
  workers: Math.min(availableParallelism(), 4),
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalSetup: './e2e/support/global-setup.ts',
  globalTeardown: './e2e/support/global-teardown.ts',
  use: {
    baseURL,
    // Recording a trace costs about an eighth of a test's CPU (routes.spec on desktop: 58 s with
    // traces recorded and dropped on success, 51 s without), and e2e is CPU-bound on 2 cores. CI
    // keeps only what it prints, so there it records only a retry; locally every failure keeps one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: { executablePath: resolveChromium() ?? undefined, args: [...CHROMIUM_ARGS] },
  },
  // A test tagged with a project's name runs in that project only: a layout of that width, or a
  // check that does not depend on the viewport (HTTP, the served HTML), run once.
  projects: [
    {
      name: 'desktop',
      grepInvert: /@mobile\b/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'mobile',
      grepInvert: /@desktop\b/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: {
    // The production build served by `next start`, as visitors get it.
    command: `node scripts/e2e-server.mjs`,
    url: `${baseURL}/`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    env: {
      NEXT_DIST_DIR: distDir,
      PORT: String(port),
      // `npm run typecheck` checks the types (CI runs it first); the build need not again (30 s).
      NEXT_IGNORE_TS: '1',
      CONTACT_WEBHOOK_URL: `http://127.0.0.1:${webhookPort}/webhook/contact-form`,
      LEAD_WEBHOOK_URL: `http://127.0.0.1:${webhookPort}/webhook/lead`,
      SCHEDULER_URL: 'https://calendly.com/octaacer-e2e/strategy-call',
      WHATSAPP_NUMBER: '+923001234567',
      LEADS_DATABASE: `${distDir}/e2e-leads.db`,
      // Browser tests submit many leads from one IP; the limit itself is tested over HTTP.
      LEAD_RATE_LIMIT: '0',
      // The CMS is "configured" but down (nothing listens on port 9): every e2e run is also the
      // CMS-outage build, which must succeed and serve content-fallback.
      DIRECTUS_URL: 'http://127.0.0.1:9',
      DIRECTUS_TOKEN: 'e2e-unreachable',
      // Editors open Directus at another site than the server's 127.0.0.1: only it may frame the
      // site, and the draft cookies must work in its cross-site frame (e2e/preview.spec.ts).
      DIRECTUS_PUBLIC_URL: `http://localhost:${editorPort}`,
      DRAFT_SECRET: 'e2e-draft-secret',
      SHOWCASE_ENABLED: 'true',
      // Analytics IDs so e2e/consent.spec.ts can see tags load after consent; the specs stub
      // these hosts with page.route, and nothing loads before consent anyway.
      NEXT_PUBLIC_GA_ID: 'G-E2ETEST',
      NEXT_PUBLIC_META_PIXEL_ID: '000000000000000',
      // Server-side conversions go to the same receiver (e2e/consent.spec.ts matches the event_id
      // the server sends with the eventID the pixel fired).
      META_CAPI_ACCESS_TOKEN: 'e2e-capi-token',
      META_CAPI_URL: `http://127.0.0.1:${webhookPort}/graph`,
      GA4_API_SECRET: 'e2e-mp-secret',
      GA4_MP_URL: `http://127.0.0.1:${webhookPort}/mp/collect`,
    },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
