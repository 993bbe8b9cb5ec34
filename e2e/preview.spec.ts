import { expect, test, type Page } from '@playwright/test';
import { editorPort } from '../playwright.config';

/**
 * Preview inside Directus, as the e2e server is configured (playwright.config.ts): editors open
 * Directus at DIRECTUS_PUBLIC_URL http://localhost:{editorPort}, another site than the server's
 * 127.0.0.1, so the draft cookies cross sites as they do between a Directus Cloud project and the
 * site. The CMS itself is down, so pages serve content-fallback/. The framing pages come from a
 * real local server on editorPort for the whole run (e2e/support/framing-server.ts; Chromium
 * refuses a loopback frame inside a page Playwright fulfils itself, which has no address), reached
 * as localhost (Directus's origin) and as 127.0.0.1 (another origin).
 */
const DIRECTUS_ORIGIN = `http://localhost:${editorPort}`;
const OTHER_ORIGIN = `http://127.0.0.1:${editorPort}`;
const DRAFT_SECRET = 'e2e-draft-secret';
const PUBLIC_ROUTES = ['/', '/about', '/lp/automation-solutions', '/services/business-automation'];
/** The Visual Editor's script; its code carries this class name of its overlay. */
const SCRIPT_PATH = '/api/draft/visual-editing';
const PACKAGE_MARK = 'directus-visual-editing';

/** Opens a page on `origin` that frames `path` of the site, as Directus's Live Preview does. */
async function openFramed(page: Page, origin: string, path: string, baseURL: string) {
  await page.goto(`${origin}/frame?src=${encodeURIComponent(`${baseURL}${path}`)}`);
  return page.frameLocator('iframe');
}

// Headers and frames are the same at every width.
test.describe('framing by the Directus origin only', { tag: '@desktop' }, () => {
  test("frame-ancestors names DIRECTUS_PUBLIC_URL's origin alone, and X-Frame-Options gives way", async ({
    request,
  }) => {
    for (const path of ['/', '/about', `/api/draft?secret=wrong`]) {
      const headers = (await request.get(path, { maxRedirects: 0 })).headers();
      expect(headers['content-security-policy'], path).toMatch(
        new RegExp(`(^|; )frame-ancestors ${DIRECTUS_ORIGIN}(;|$)`),
      );
      expect(headers['x-frame-options'], path).toBeUndefined();
    }
  });

  test('a page on the Directus origin shows the site in its frame', async ({ page, baseURL }) => {
    const frame = await openFramed(page, DIRECTUS_ORIGIN, '/about', baseURL!);
    await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a page on any other origin gets no site in its frame', async ({ page, baseURL }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors/.test(message.text())) refused.push(message.text());
    });
    const frame = await openFramed(page, OTHER_ORIGIN, '/about', baseURL!);
    await expect.poll(() => refused.length).toBeGreaterThan(0);
    await expect(frame.getByRole('heading', { level: 1 })).toHaveCount(0);
  });
});

// The served HTML is the same at every width.
test.describe('public pages carry nothing of the visual editor', { tag: '@desktop' }, () => {
  test('no data-directus attribute, no script of it, no chunk with its code', async ({
    request,
  }) => {
    for (const route of PUBLIC_ROUTES) {
      const html = await (await request.get(route)).text();
      expect(html, route).not.toContain('data-directus');
      expect(html, route).not.toContain(SCRIPT_PATH);
      const chunks = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]!);
      expect(chunks.length, route).toBeGreaterThan(0);
      for (const chunk of chunks) {
        expect(await (await request.get(chunk)).text(), `${route}: ${chunk}`).not.toContain(
          PACKAGE_MARK,
        );
      }
    }
    // The script itself is for draft pages only.
    expect((await request.get(SCRIPT_PATH)).status()).toBe(404);
  });
});

// The draft page is the same at every width.
test.describe('draft mode', { tag: '@desktop' }, () => {
  test('the preview URL sets cookies that work in a cross-site frame: SameSite=None; Secure; Partitioned', async ({
    request,
  }) => {
    const response = await request.get(
      `/api/draft?secret=${DRAFT_SECRET}&page=lp-automation-solutions&version=spring`,
      { maxRedirects: 0 },
    );
    expect(response.status()).toBe(307);
    expect(response.headers()['location']).toBe('/lp/automation-solutions');
    const cookies = response
      .headersArray()
      .filter((header) => header.name.toLowerCase() === 'set-cookie')
      .map((header) => header.value);
    const bypass = cookies.find((cookie) => cookie.startsWith('__prerender_bypass='));
    const version = cookies.find((cookie) => cookie.startsWith('directus-version=spring'));
    for (const cookie of [bypass, version]) {
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; SameSite=none/i);
      expect(cookie).toMatch(/; HttpOnly/i);
      // Kept per top-level site, so a browser that blocks third-party cookies keeps it too.
      expect(cookie).toMatch(/; Partitioned/i);
    }
    // A malformed version or page is refused before anything is set.
    for (const query of ['page=lp-x&version=a;b', 'page=../etc', 'slug=//evil.example']) {
      const refused = await request.get(`/api/draft?secret=${DRAFT_SECRET}&${query}`, {
        maxRedirects: 0,
      });
      expect(refused.status(), query).toBe(400);
      expect(refused.headers()['set-cookie'], query).toBeUndefined();
    }
  });

  test('inside the Directus frame the draft page loads the Visual Editor and stays in draft', async ({
    page,
    baseURL,
  }) => {
    const frame = await openFramed(
      page,
      DIRECTUS_ORIGIN,
      `/api/draft?secret=${DRAFT_SECRET}&page=lp-automation-solutions&version=main`,
      baseURL!,
    );
    await expect(frame.getByRole('status').filter({ hasText: 'Preview' })).toBeVisible();
    await expect(frame.locator(`script[src="${SCRIPT_PATH}"]`)).toHaveCount(1);
    const child = page.frames().find((candidate) => candidate.url().startsWith(baseURL!))!;
    await expect
      .poll(() =>
        child.evaluate(
          () => typeof (window as { DirectusVisualEditing?: unknown }).DirectusVisualEditing,
        ),
      )
      .toBe('object');
    // The draft cookie came back from inside the cross-site frame: a second page in the frame is
    // still a draft page.
    await child.goto(`${baseURL}/about`);
    await expect(frame.getByRole('status').filter({ hasText: 'Preview' })).toBeVisible();
    // With the CMS down the blocks are the bundled ones: no Directus item to mark.
    expect(await child.content()).not.toContain('data-directus');
  });
});
