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
