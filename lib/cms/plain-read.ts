/**
 * The middleware's reads of Directus (redirects, detail slugs, experiments): a plain fetch, not
 * the SDK client, because the middleware runs outside the page cache and must see a change at
 * once. Throws on an HTTP error or an answer without a list; the callers keep their last good value.
 */
import type { CmsConfig } from './config';

export async function fetchCmsRows(
  config: CmsConfig,
  collection: string,
  query: URLSearchParams,
  signal: AbortSignal,
): Promise<unknown[]> {
  const response = await fetch(`${config.url}/items/${collection}?${query}`, {
    headers: config.token ? { authorization: `Bearer ${config.token}` } : {},
    cache: 'no-store',
    signal,
  });
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  const body = (await response.json()) as { data?: unknown };
  if (!Array.isArray(body.data)) throw new Error(`the answer has no list of ${collection}`);
  return body.data;
}
