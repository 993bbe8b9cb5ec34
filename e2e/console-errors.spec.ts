import { expect, test, type Page, type Request } from '@playwright/test';
import { waitForHydration } from './support/hydration';
import { ofType, picturePath, recordRequests, requestPath } from './support/requests';

/**
 * Every page loads cleanly. No console error on any route, no request for the visitor's
 * country (the phone selector reads a cookie set from the edge's header), and the page reaches
 * network idle: nothing is left pending.
 */

/** Every page the sitemap lists, plus the pages it leaves out on purpose. */
async function allRoutes(page: Page): Promise<string[]> {
  const response = await page.request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const paths = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  return [...new Set([...paths, '/quote'])];
}

function isRouterPrefetch(request: Request): boolean {
  const headers = request.headers();
  return (
    headers['next-router-prefetch'] !== undefined ||
    headers['next-router-segment-prefetch'] !== undefined
  );
}

const PER_ROUTE_BUDGET_MS = 4_000;

test('no console error, no country lookup and network idle on every route', async ({ page }) => {
  const routes = await allRoutes(page);
  expect(routes.length).toBeGreaterThan(20);
  // One page load to network idle per route (about 1.3 s each on a quiet run): a per-route budget.
  test.setTimeout(routes.length * PER_ROUTE_BUDGET_MS);

  const problems: string[] = [];
  let currentPath = '';
  page.on('console', (message) => {
    if (message.type() === 'error')
      problems.push(`${currentPath}: console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${currentPath}: uncaught: ${error.message}`));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/cdn-cgi/trace' || pathname === '/api/geo')
      problems.push(`${currentPath}: requested ${pathname}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && new URL(response.url()).origin === new URL(page.url()).origin)
      problems.push(`${currentPath}: ${response.status()} for ${response.url()}`);
  });

  for (const path of routes) {
    currentPath = path;
    await page.goto(path, { waitUntil: 'networkidle' });
  }
  expect(problems).toEqual([]);
});

test('in-app links prefetch on intent, not on load, and navigate on the client', async ({
  page,
  isMobile,
}) => {
  const prefetched = recordRequests(page, isRouterPrefetch, requestPath);
  await page.goto('/about', { waitUntil: 'networkidle' });

  // Every in-app link is an intent link, calls to action included: nothing prefetches on load.
  // (The language links are plain anchors on purpose: another language is a new document.)
  const intentPaths = await page
    .locator('a[data-prefetch="intent"]')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
  expect(intentPaths.length).toBeGreaterThan(20);
  const otherInAppLinks = await page
    .locator('a[href^="/"]:not([data-prefetch="intent"]):not([hreflang])')
    .evaluateAll((links) => links.map((link) => link.outerHTML.slice(0, 160)));
  expect(otherInAppLinks).toEqual([]);
  expect(prefetched).toEqual([]);

  // Intent: hovering a header link (desktop) or focusing a footer link (keyboard, touch) prefetches its page.
  const target = isMobile
    ? page.getByRole('contentinfo').getByRole('link', { name: 'Careers' })
    : page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Process' });
  const targetPath = new URL((await target.getAttribute('href'))!, page.url()).pathname;
  expect(prefetched).not.toContain(targetPath);
  const prefetch = page.waitForRequest(
    (request) => isRouterPrefetch(request) && new URL(request.url()).pathname === targetPath,
  );
  if (isMobile) await target.focus();
  else await target.hover();
  await prefetch;

  // An intent link is a plain anchor; its click is still a client-side navigation, as a
  // next/link's: the new page renders without a document request.
  const documents = recordRequests(page, ofType('document'));
  await page.evaluate(() => Object.assign(window, { beforeClick: true }));
  await target.click();
  await expect(page).toHaveURL((url) => url.pathname === targetPath);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => 'beforeClick' in window)).toBe(true);
  expect(documents).toEqual([]);
});

test('prefetching a page does not download its hero picture on the page the visitor is on', async ({
  page,
}) => {
  const pictures = recordRequests(page, ofType('image'), picturePath);
  // Home's first call to action (Get Free Consultation) links to /contact: focusing it
  // prefetches /contact.
  const contactPrefetched = page.waitForResponse(
    (response) =>
      isRouterPrefetch(response.request()) && new URL(response.url()).pathname === '/contact',
  );
  await page.goto('/');
  await waitForHydration(page);
  await page.locator('main a[href="/contact"]').first().focus();
  await contactPrefetched;
  await page.waitForLoadState('networkidle');
  expect(pictures).toContain('/assets/illustrations/home-hero.webp');
  expect(pictures).not.toContain('/assets/illustrations/contact-hero.webp');

  // The preload still comes with the page itself, in <head>, at high priority.
  await page.goto('/contact');
  await expect(
    page.locator(
      `head link[rel="preload"][as="image"][fetchpriority="high"][imagesrcset*="${encodeURIComponent('/assets/illustrations/contact-hero.webp')}"]`,
    ),
  ).toHaveCount(1);
});
