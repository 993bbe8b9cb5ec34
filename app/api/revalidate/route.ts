import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { getEnv } from '@/lib/env';
import { isJsonContentType, jsonResponse, readBodyWithLimit } from '@/lib/leads/request-guards';
import { parseRevalidationBody } from '@/lib/revalidate/flow-body';
import { bearerToken, secretsMatch } from '@/lib/revalidate/secret';
import { planRevalidation, REVALIDATE_MESSAGES } from '@/lib/revalidate/tags';
import { REEXPIRY_DELAYS_MS } from '@/lib/revalidate/re-expiry';

export const dynamic = 'force-dynamic';

/** A Flow body is a few hundred bytes; 8 KB leaves room for a long keys list. */
const MAX_BODY_BYTES = 8 * 1024;

/**
 * On-demand revalidation for editors: a Directus Flow (or a developer) posts what changed and
 * every cached page that shows it is expired. Guards run before the body is read.
 */
export async function POST(request: Request): Promise<Response> {
  const env = getEnv();
  // Fail closed: without a configured secret nobody may expire the cache.
  if (!env.REVALIDATE_SECRET)
    return jsonResponse(503, { error: REVALIDATE_MESSAGES.notConfigured });
  if (!secretsMatch(bearerToken(request.headers.get('authorization')), env.REVALIDATE_SECRET))
    return jsonResponse(
      401,
      { error: REVALIDATE_MESSAGES.unauthorized },
      { 'WWW-Authenticate': 'Bearer' },
    );
  if (!isJsonContentType(request.headers.get('content-type')))
    return jsonResponse(415, { error: REVALIDATE_MESSAGES.unsupportedMediaType });

  const body = await readBodyWithLimit(request, MAX_BODY_BYTES);
  if (!body.ok)
    return body.reason === 'too-large'
      ? jsonResponse(413, { error: REVALIDATE_MESSAGES.tooLarge })
      : jsonResponse(400, { error: REVALIDATE_MESSAGES.invalidJson });

  const parsed = parseRevalidationBody(body.text);
  if (!parsed.ok) return jsonResponse(400, { error: REVALIDATE_MESSAGES.invalidJson });
  const plan = planRevalidation(parsed.value, env.DIRECTUS_COLLECTION_PREFIX);
  if (!plan.ok) return jsonResponse(400, { error: plan.reason });

  // Next 16: { expire: 0 } expires at once, so the next request renders with fresh data.
  for (const tag of plan.tags) revalidateTag(tag, { expire: 0 });
  console.info(`[revalidate] expired ${plan.tags.join(', ')}`);
  // Renders that read the CMS before this change may still be writing their answer: see re-expiry.
  const expiredAt = Date.now();
  after(async () => {
    for (const delay of REEXPIRY_DELAYS_MS) {
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, expiredAt + delay - Date.now())),
      );
      for (const tag of plan.tags) revalidateTag(tag, { expire: 0 });
      console.info(`[revalidate] expired again after ${delay} ms: ${plan.tags.join(', ')}`);
    }
  });
  return jsonResponse(200, { revalidated: true, tags: plan.tags, now: Date.now() });
}
