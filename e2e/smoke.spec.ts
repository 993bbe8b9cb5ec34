import { expect, test } from '@playwright/test';

test('home answers 200 with the brand heading', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

// The test browser's own pages (the omnibox popup's WebUI, which Chromium 156 opens for every
// window) each take a renderer per context: about 1.8 s of CPU per test, the e2e run's time doubled.
// scripts/chromium-path.mjs switches them off; a Chromium that brings new ones fails here.
test(
  'the test browser opens no page of its own beside the site',
  { tag: '@desktop' },
  async ({ browser, page }) => {
    await page.goto('/');
    const session = await browser.newBrowserCDPSession();
    const { targetInfos } = await session.send('Target.getTargets');
    await session.detach();
    expect(
      targetInfos
        .filter((target) => !target.url.startsWith('http://127.0.0.1'))
        .map((target) => `${target.type} ${target.url}`),
    ).toEqual([]);
  },
);
