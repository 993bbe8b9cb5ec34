import { test, type Browser, type BrowserContext } from '@playwright/test';

/** A path in a language: English at the root, Arabic and Turkish under their prefix. */
export const localized = (path: string, locale: string) =>
  locale === 'en' ? path : `/${locale}${path === '/' ? '' : path}`;

/**
 * A returning visitor at a width: the consent choice is stored, so the cookie card stays away, and
 * motion is reduced, so every reveal is at its end state. Below 1024 px a phone's or tablet's
 * (touch, the mobile viewport).
 *
 * The screen is the window's size, as on a phone. The projects' device ("Desktop Chrome") reports
 * a 1920 px screen: Chromium's preload scanner sized a picture's `vw` against it before layout
 * (the 390 px hero's 40vw rule fetched the 768 w file) while the parser chose the 256 w one, and
 * which of the two was painted depended on which arrived first: the screenshots' pictures were
 * resampled differently under load.
 */
export async function returningVisitor(
  browser: Browser,
  { width, deviceScaleFactor }: { width: number; deviceScaleFactor?: number },
): Promise<BrowserContext> {
  const touch = width < 1024;
  const windowSize = { width, height: touch ? 844 : 900 };
  const context = await browser.newContext({
    viewport: windowSize,
    screen: windowSize,
    isMobile: touch,
    hasTouch: touch,
    reducedMotion: 'reduce',
    ...(deviceScaleFactor ? { deviceScaleFactor } : {}),
  });
  await context.addCookies([
    { name: 'oc_consent', value: 'a0.m0', url: test.info().project.use.baseURL! },
  ]);
  await context.addInitScript(() =>
    localStorage.setItem('oc_consent', JSON.stringify({ analytics: false, marketing: false })),
  );
  return context;
}
