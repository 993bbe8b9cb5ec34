import type { Page, Request } from '@playwright/test';

/**
 * Records the requests the page makes from now on that `match` picks, as `pick` describes each
 * (its URL unless told). The array fills as the requests go out; assert on it, or poll it.
 */
export function recordRequests<T = string>(
  page: Page,
  match: (request: Request) => boolean,
  pick: (request: Request) => T = (request) => request.url() as T,
): T[] {
  const recorded: T[] = [];
  page.on('request', (request) => {
    if (match(request)) recorded.push(pick(request));
  });
  return recorded;
}

/** A request's path, without origin and query. */
export const requestPath = (request: Request): string => new URL(request.url()).pathname;

/** Matches the POSTs to one of the site's endpoints (a lead form's submit). */
export const postTo =
  (path: string) =>
  (request: Request): boolean =>
    request.method() === 'POST' && requestPath(request) === path;

/** Matches the requests of one resource type ('font', 'image', 'document'). */
export const ofType =
  (type: string) =>
  (request: Request): boolean =>
    request.resourceType() === type;

/**
 * The picture a request fetches: the site path behind next/image's optimiser
 * (`/_next/image?url=%2Fassets%2F…`), else the request's own path.
 */
export const picturePath = (request: Request): string => pictureOfUrl(request.url());

export function pictureOfUrl(url: string): string {
  const parsed = new URL(url, 'http://site.invalid');
  return parsed.pathname === '/_next/image'
    ? (parsed.searchParams.get('url') ?? parsed.pathname)
    : parsed.pathname;
}

/**
 * The served HTML preloads this picture: `<link rel=preload as=image>` whose href or (for
 * next/image's responsive pictures) imagesrcset names it.
 */
export function preloadedPicture(path: string): RegExp {
  const either = [path, encodeURIComponent(path)]
    .map((form) => form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|');
  return new RegExp(
    `<link(?=[^>]*rel="preload")(?=[^>]*as="image")(?=[^>]*(?:href|imagesrcset)="[^"]*(?:${either}))[^>]*>`,
    'i', // React writes imageSrcSet
  );
}
