import {
  createDirectus,
  rest,
  staticToken,
  type DirectusClient,
  type RestClient,
} from '@directus/sdk';
import { cmsCollectionTag, cmsFetchTags } from './cache-tags';
import { CMS_REQUEST_TIMEOUT_MS, type CmsCollection, type CmsConfig } from './config';
import type { CmsSchema } from './schema';

/** A non-OK answer from the CMS; its message is the line logged for it. */
export class CmsHttpError extends Error {
  override readonly name = 'CmsHttpError';

  constructor(readonly status: number) {
    super(`HTTP error! status: ${status}`);
  }
}

/** RequestInit as Next's patched fetch reads it: `next.tags` feed revalidateTag. */
type NextRequestInit = RequestInit & { next?: { tags: string[]; revalidate: false } };

/**
 * fetch for the SDK: looks up globalThis.fetch per call (Next patches it for caching) and turns
 * every non-OK status into CmsHttpError before the SDK tries to parse an error body.
 */
async function cmsFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const response = await globalThis.fetch(input, init);
  if (!response.ok) throw new CmsHttpError(response.status);
  return response;
}

/**
 * A REST client typed by the generated schema (lib/cms/schema.ts): the SDK checks each read's
 * collection, filter, sort and deep query against the collection's record.
 */
export type CmsRestClient = DirectusClient<CmsSchema> & RestClient<CmsSchema>;

/**
 * A Directus REST client for one collection: bearer token when configured, a request timeout,
 * and Next cache tags ['cms', 'cms:<collection>'] cached until revalidateTag (build-time data
 * preferred; the CMS is only called again on a refresh). `related`: collections whose fields the
 * read also expands (a many-to-one's slug), so an edit there refreshes it too.
 */
export function createCmsClient(
  config: CmsConfig,
  collection: CmsCollection,
  related: readonly CmsCollection[] = [],
): CmsRestClient {
  const tags = [...cmsFetchTags(collection), ...related.map(cmsCollectionTag)];
  const client = createDirectus<CmsSchema>(config.url, { globals: { fetch: cmsFetch } }).with(
    rest({
      onRequest: (init): NextRequestInit => ({
        ...init,
        signal: AbortSignal.timeout(CMS_REQUEST_TIMEOUT_MS),
        next: { tags, revalidate: false },
      }),
    }),
  );
  return config.token ? client.with(staticToken(config.token)) : client;
}

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  cause?: { code?: unknown } | null;
}

/**
 * Errors are read by shape, not instanceof: fetch errors can come from another realm (Next's
 * patched fetch, test environments) where `instanceof TypeError` is false.
 */
function asErrorLike(error: unknown): ErrorLike {
  return typeof error === 'object' && error !== null
    ? (error as ErrorLike)
    : { message: String(error) };
}

export type CmsFailureKind = 'http' | 'timeout' | 'unreachable' | 'bad-data';

/** What went wrong: an HTTP status, a timeout, no connection, or content we could not read. */
export function classifyCmsError(error: unknown): CmsFailureKind {
  const { name, message, cause } = asErrorLike(error);
  if (error instanceof CmsHttpError || name === 'CmsHttpError') return 'http';
  if (name === 'TimeoutError' || name === 'AbortError') return 'timeout';
  if (
    typeof cause?.code === 'string' ||
    (typeof message === 'string' && /fetch failed/i.test(message))
  ) {
    return 'unreachable';
  }
  return 'bad-data';
}

/** One log line for any CMS failure: HTTP status, unreachable host, timeout, or bad data. */
export function describeCmsError(error: unknown, config: CmsConfig): string {
  const { message, cause } = asErrorLike(error);
  const text = typeof message === 'string' ? message : '';
  switch (classifyCmsError(error)) {
    case 'http':
      return text;
    case 'timeout':
      return `CMS request timed out after ${CMS_REQUEST_TIMEOUT_MS} ms (${config.url})`;
    case 'unreachable': {
      const code = typeof cause?.code === 'string' ? ` (${cause.code})` : '';
      return `CMS unreachable at ${config.url}${code}`;
    }
    default:
      return `CMS content could not be read: ${text || 'unknown error'}`;
  }
}

/**
 * Next signals control flow (dynamic usage, redirects, not-found) by throwing errors with a digest;
 * those must pass through the fallback handling untouched.
 */
export function isNextControlFlowError(error: unknown): boolean {
  const digest = (error as { digest?: unknown } | null)?.digest;
  return (
    typeof digest === 'string' &&
    (digest === 'DYNAMIC_SERVER_USAGE' ||
      digest.startsWith('NEXT_') ||
      digest === 'BAILOUT_TO_CLIENT_SIDE_RENDERING')
  );
}
