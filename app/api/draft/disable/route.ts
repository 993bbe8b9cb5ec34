import { cookies, draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import {
  DRAFT_VERSION_COOKIE,
  draftCookieOptions,
  draftRedirectPath,
} from '@/lib/revalidate/draft';

export const dynamic = 'force-dynamic';

/** GET /api/draft/disable[?slug=/path] — the Preview bar's exit link: back to published content. */
export async function GET(request: Request): Promise<Response> {
  (await draftMode()).disable();
  (await cookies()).delete({ name: DRAFT_VERSION_COOKIE, ...draftCookieOptions() });
  redirect(draftRedirectPath(new URL(request.url).searchParams.get('slug')) ?? '/');
}
