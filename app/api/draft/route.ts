import { cookies, draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { getEnv } from '@/lib/env';
import { jsonResponse } from '@/lib/leads/request-guards';
import {
  DRAFT_MESSAGES,
  DRAFT_MODE_COOKIE,
  DRAFT_VERSION_COOKIE,
  PREVIEW_SCOPE_COOKIE,
  draftCookieOptions,
  draftTarget,
  draftVersionKey,
} from '@/lib/cms/draft';
import { secretsMatch } from '@/lib/revalidate/secret';
import { previewScopeOf } from '@/lib/revalidate/preview-scope';

export const dynamic = 'force-dynamic';

/**
 * GET /api/draft?secret=…&slug=/path (or &page=<page slug>)[&version=<key>] — Directus's preview
 * URL: turns Draft Mode on for this browser (unpublished items, rendered per request, never
 * cached), remembers the content version to show and whether a frame or a tab asked, and opens
 * the page.
 */
export async function GET(request: Request): Promise<Response> {
  const secret = getEnv().DRAFT_SECRET;
  if (!secret) return jsonResponse(503, { error: DRAFT_MESSAGES.notConfigured });
  const params = new URL(request.url).searchParams;
  if (!secretsMatch(params.get('secret'), secret))
    return jsonResponse(401, { error: DRAFT_MESSAGES.unauthorized });
  const target = draftTarget(params);
  if ('error' in target) return jsonResponse(400, { error: DRAFT_MESSAGES[target.error] });
  const version = draftVersionKey(params.get('version'));
  if (version === null) return jsonResponse(400, { error: DRAFT_MESSAGES.badVersion });
  (await draftMode()).enable();
  const jar = await cookies();
  // Next sets its cookie SameSite=None; Secure but not Partitioned: set again with our attributes.
  const bypass = jar.get(DRAFT_MODE_COOKIE)?.value;
  if (bypass) jar.set(DRAFT_MODE_COOKIE, bypass, draftCookieOptions());
  if (version) jar.set(DRAFT_VERSION_COOKIE, version, draftCookieOptions());
  else jar.delete({ name: DRAFT_VERSION_COOKIE, ...draftCookieOptions() });
  // Opened in Directus's frame: the drafts stay in frames (lib/revalidate/preview-scope.ts).
  jar.set(
    PREVIEW_SCOPE_COOKIE,
    previewScopeOf(request.headers.get('sec-fetch-dest')),
    draftCookieOptions(),
  );
  redirect(target.path);
}
