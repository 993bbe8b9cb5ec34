/**
 * Drafts stay in the preview. A preview opened inside Directus (its Live Preview pane, the Visual
 * Editor) runs in a frame; the draft-mode cookie it gets is the browser's for the whole site when
 * Directus and the site share a site (cms.example.com and www.example.com), so the editor's own tab
 * of the public site would show drafts too. /api/draft therefore records where the preview was
 * opened (`Sec-Fetch-Dest` of its request), and the middleware lets a frame-opened preview's
 * cookies through only to requests made by a frame: a page the editor opens in a tab renders
 * published content. A preview URL opened in a tab of its own previews there (and everywhere, as
 * before, until its bar's exit link).
 *
 * Edge-safe: the middleware imports it.
 */
export const PREVIEW_SCOPE_COOKIE = 'preview-scope';
/**
 * The content version an editor previews (Directus's `{{$version}}` in the preview URL), kept in a
 * cookie beside Next's draft-mode cookie for as long as the preview lasts.
 */
export const DRAFT_VERSION_COOKIE = 'directus-version';
/** Next's draft-mode cookie (its name is Next's; /api/draft re-sets it partitioned). */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';
const DRAFT_COOKIES = new Set([DRAFT_MODE_COOKIE, DRAFT_VERSION_COOKIE]);

export type PreviewScope = 'frame' | 'tab';

/** Where /api/draft was opened: a frame, or a tab (also when the browser does not say). */
export function previewScopeOf(secFetchDest: string | null): PreviewScope {
  return secFetchDest === 'iframe' || secFetchDest === 'frame' ? 'frame' : 'tab';
}

/**
 * Whether a request may use the preview's cookies: always for a tab's preview; for a frame's,
 * only a request the browser says a frame made (a browser that sends no Sec-Fetch-Dest cannot be
 * told apart and keeps the preview).
 */
export function mayUseDraftCookies(scope: string | undefined, secFetchDest: string | null) {
  if (scope !== 'frame' || secFetchDest === null) return true;
  return secFetchDest === 'iframe' || secFetchDest === 'frame';
}

/** A Cookie header without the preview's cookies (null when nothing is left). */
export function withoutDraftCookies(cookieHeader: string): string | null {
  const kept = cookieHeader
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair && !DRAFT_COOKIES.has(pair.slice(0, pair.indexOf('=')).trim()));
  return kept.length > 0 ? kept.join('; ') : null;
}
