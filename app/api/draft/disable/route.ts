import { cookies, draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import {
  DRAFT_MODE_COOKIE,
  DRAFT_VERSION_COOKIE,
  PREVIEW_SCOPE_COOKIE,
  draftCookieOptions,
  draftRedirectPath,
} from '@/lib/cms/draft';

export const dynamic = 'force-dynamic';

/** GET /api/draft/disable[?slug=/path] — the Preview bar's exit link: back to published content. */
export async function GET(request: Request): Promise<Response> {
  (await draftMode()).disable();
  const jar = await cookies();
  // The cookies /api/draft set are partitioned: only a deletion with the same attributes ends them.
  jar.set(DRAFT_MODE_COOKIE, '', { ...draftCookieOptions(), expires: new Date(0) });
  jar.delete({ name: DRAFT_VERSION_COOKIE, ...draftCookieOptions() });
  jar.delete({ name: PREVIEW_SCOPE_COOKIE, ...draftCookieOptions() });
  redirect(draftRedirectPath(new URL(request.url).searchParams.get('slug')) ?? '/');
}
