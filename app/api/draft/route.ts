import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { getEnv } from '@/lib/env';
import { jsonResponse } from '@/lib/leads/request-guards';
import { DRAFT_MESSAGES, draftRedirectPath } from '@/lib/revalidate/draft';
import { secretsMatch } from '@/lib/revalidate/secret';

export const dynamic = 'force-dynamic';

/**
 * GET /api/draft?secret=…&slug=/path — Directus's preview URL: turns Draft Mode on for this
 * browser (unpublished items, rendered per request, never cached) and opens the page.
 */
export async function GET(request: Request): Promise<Response> {
  const secret = getEnv().DRAFT_SECRET;
  if (!secret) return jsonResponse(503, { error: DRAFT_MESSAGES.notConfigured });
  const params = new URL(request.url).searchParams;
  if (!secretsMatch(params.get('secret'), secret))
    return jsonResponse(401, { error: DRAFT_MESSAGES.unauthorized });
  const target = draftRedirectPath(params.get('slug'));
  if (!target) return jsonResponse(400, { error: DRAFT_MESSAGES.badSlug });
  (await draftMode()).enable();
  redirect(target);
}
