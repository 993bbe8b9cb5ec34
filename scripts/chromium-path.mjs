import { existsSync } from 'node:fs';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** CHROMIUM_PATH wins; else the first Chromium/Chrome found on this machine. */
export function resolveChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return candidates.find((path) => existsSync(path)) ?? null;
}

/**
 * Browser features the tests and the bench switch off. Chromium 156 (Debian's since 2026-11)
 * opens the omnibox popup's two WebUI pages (chrome://omnibox-popup.top-chrome/ and its AI-mode
 * page) in a renderer of their own for every browser window, so for every Playwright context:
 * about 1.8 s of CPU per new page that no test looks at. Measured on 8 page loads of
 * /services/ai-development: 51 s of browser CPU with them, 30 s without; the e2e run had
 * doubled in time on that Chromium.
 */
export const DISABLED_BROWSER_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Playwright's own `--disable-features` list (playwright-core 1.65,
 * src/server/chromium/chromiumSwitches.ts). Chromium reads only the last `--disable-features`
 * switch, so ours must repeat Playwright's; a unit test fails when Playwright's list changes.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** Playwright's disabled features and ours, as the one switch Chromium reads. */
export const DISABLE_FEATURES_ARG = `--disable-features=${[
  ...PLAYWRIGHT_DISABLED_FEATURES,
  ...DISABLED_BROWSER_FEATURES,
].join(',')}`;

/**
 * Every test and bench browser: no sandbox (root in CI), no GPU (none here), no QUIC or
 * background traffic (only 127.0.0.1 is reached).
 */
export const BROWSER_SWITCHES = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** What every Playwright launch passes: those switches, Playwright's disabled features and ours. */
export const CHROMIUM_ARGS = [...BROWSER_SWITCHES, DISABLE_FEATURES_ARG];

/** chrome-launcher's default flags (Lighthouse) with our disabled features added to its own. */
export function withDisabledFeatures(flags) {
  const prefix = '--disable-features=';
  const merged = flags.map((flag) =>
    flag.startsWith(prefix) ? `${flag},${DISABLED_BROWSER_FEATURES.join(',')}` : flag,
  );
  return merged.some((flag) => flag.startsWith(prefix))
    ? merged
    : [...merged, `${prefix}${DISABLED_BROWSER_FEATURES.join(',')}`];
}
