import { getEnv } from '@/lib/env';
import { jsonResponse } from '@/lib/leads/request-guards';
import { isDraftRequest } from '@/lib/cms/draft';
import { visualEditingScript } from '@/lib/visual-editing/script';

export const dynamic = 'force-dynamic';

/**
 * GET /api/draft/visual-editing — the Visual Editor's script, for draft pages only (404 to anyone
 * not previewing, and when no Directus is configured).
 */
export async function GET(): Promise<Response> {
  const { DIRECTUS_PUBLIC_URL, DIRECTUS_URL } = getEnv();
  const directusUrl = DIRECTUS_PUBLIC_URL ?? DIRECTUS_URL;
  if (!directusUrl || !(await isDraftRequest())) return jsonResponse(404, { error: 'Not found.' });
  return new Response(visualEditingScript(directusUrl), {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'private, no-store',
    },
  });
}
