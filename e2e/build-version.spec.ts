import { expect, test, type Page } from '@playwright/test';

/** Marks the current document; a full page load replaces it, a client-side navigation keeps it. */
async function markDocument(page: Page) {
  await page.evaluate(
    () => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true),
  );
}
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

// Navigation behaviour does not depend on the viewport: one project runs it.
test(
  'a changed deployed build id turns the next link click into a full page load',
  { tag: '@desktop' },
  async ({ page }) => {
    const own = await (await page.request.get('/api/build-id')).json();
    expect(own.buildId).toMatch(/\S+/);

    // Same build: links navigate on the client and keep the document.
    await page.goto('/about');
    await page.waitForLoadState('load');
    await markDocument(page);
    await page.locator('footer').getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/careers$/);
    expect(await isSameDocument(page)).toBe(true);

    // A deploy happens: the endpoint now answers another id.
    await page.route('**/api/build-id', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ buildId: 'next-deploy' }),
      }),
    );
    // The check runs when the page becomes visible again (and every 60 s).
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(page.locator('html')).toHaveAttribute('data-new-deploy', 'true');
    await markDocument(page);
    await page.locator('footer').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.waitForLoadState('load');
    expect(await isSameDocument(page)).toBe(false);
  },
);
