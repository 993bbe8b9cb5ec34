import { chromium } from '@playwright/test';
import { resolveChromium } from './chromium-path.mjs';
const base = 'http://127.0.0.1:3610';
const browser = await chromium.launch({ executablePath: resolveChromium() ?? undefined, args: ['--no-sandbox', '--disable-gpu'] });
const only = process.argv[2];
for (const path of ['/ar', '/tr', '/', '/ar/services/ai-development']) {
  for (const width of [1440, 1024, 390]) {
    const name = `${path.replace(/\//g, '_') || '_'}-${width}`;
    if (only && !name.includes(only)) continue;
    const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1, isMobile: width < 500, hasTouch: width < 500 });
    await context.addCookies([{ name: 'oc_consent', value: 'a0m0', url: base }]);
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('oc_consent', JSON.stringify({ analytics: false, marketing: false, decidedAt: new Date().toISOString() })));
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.screenshot({ path: `/tmp/shell-shots/${name}-header.png`, clip: { x: 0, y: 0, width, height: 120 } });
    const footer = page.locator('footer');
    await footer.scrollIntoViewIfNeeded();
    await footer.screenshot({ path: `/tmp/shell-shots/${name}-footer.png` });
    await page.evaluate(() => window.scrollTo(0, 0));
    if (width < 1024) {
      await page.locator('header div.lg\\:hidden > button').click();
      await page.waitForTimeout(300);
      await page.locator('header div.lg\\:hidden nav button[aria-expanded="false"]').first().click();
      await page.waitForTimeout(200);
      await page.screenshot({ path: `/tmp/shell-shots/${name}-menu.png` });
      await page.locator('header div.lg\\:hidden nav').evaluate((nav) => nav.scrollTo(0, nav.scrollHeight));
      await page.screenshot({ path: `/tmp/shell-shots/${name}-menu-end.png` });
    } else {
      await page.locator('.nav-dropdown').first().hover();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `/tmp/shell-shots/${name}-dropdown.png`, clip: { x: 0, y: 0, width, height: 700 } });
    }
    await context.close();
  }
}
await browser.close();
