import { expect, test } from '@playwright/test';
import { openDialogByEvent } from './support/lead-flows';

test.describe('campaign pages (/lp/{slug})', () => {
  test('an unknown landing page answers 404 with the not-found page, kept out of search', async ({
    page,
  }) => {
    const response = await page.goto('/lp/no-such-campaign');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    // Next adds its own noindex to a 404 beside the route's: every robots meta must say noindex.
    const robots = await page
      .locator('meta[name="robots"]')
      .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content') ?? ''));
    expect(robots.length).toBeGreaterThan(0);
    expect(robots.every((content) => content.includes('noindex'))).toBe(true);
    // Not a campaign page: no lead context for the lead modal.
    await expect(page.locator('#lead-page-data')).toHaveCount(0);
  });

  test("a spec page hands the lead modal its own context, and only that one's options", async ({
    page,
  }) => {
    await page.goto('/lp/ai-development-services');
    const data = JSON.parse((await page.locator('#lead-page-data').textContent()) ?? '{}') as {
      permalink?: string;
      contextKey?: string;
      context?: unknown;
    };
    // The bundled options, unchanged: the modal's own code has them, so the page does not.
    expect(data).toEqual({
      permalink: '/lp/ai-development-services',
      contextKey: 'ai-development',
    });
    await openDialogByEvent(page, 'lead-modal', 'ai-development');
    const dialog = page.getByRole('dialog', { name: 'Get Your FREE AI Development Strategy' });
    await expect(dialog).toBeVisible();
    await expect(dialog).not.toContainText('Save time on repetitive manual work');
    expect(await page.content()).not.toContain('Save time on repetitive manual work');
  });

  test('the sitemap lists the campaign pages', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/lp/automation-solutions</loc>');
    expect(sitemap).toContain('/lp/ai-development-services</loc>');
    expect(sitemap).not.toContain('/lp/no-such-campaign');
  });
});
