/**
 * The redirect lookup of this server instance, as the middleware uses it: the CMS's redirects
 * when DIRECTUS_URL is set (read at request time), else the bundled ones.
 */
import { getCmsConfig } from '@/lib/cms/config';
import { fallbackRedirects } from '@/content-fallback/redirects';
import { fetchCmsRedirects } from './cms-source';
import { createRedirectStore, type RedirectStore } from './store';
import { resolveRedirect } from './table';

let store: RedirectStore | undefined;

function redirectStore(): RedirectStore {
  if (store) return store;
  const config = getCmsConfig();
  store = createRedirectStore({
    load: config
      ? (signal) => fetchCmsRedirects(config, signal)
      : async () => [...fallbackRedirects],
    fallback: fallbackRedirects,
    // Without a CMS the bundled table never changes.
    refreshMs: config ? undefined : Number.POSITIVE_INFINITY,
  });
  return store;
}

/** Where an editor's redirect sends this path, with its query string kept; undefined for none. */
export async function findRedirect(pathname: string, search: string) {
  try {
    return resolveRedirect(await redirectStore().table(), pathname, search);
  } catch (error) {
    // A redirect must never cost a visitor the page: an unreadable configuration serves it.
    console.error(`[redirects] lookup failed, serving the page: ${error}`);
    return undefined;
  }
}
