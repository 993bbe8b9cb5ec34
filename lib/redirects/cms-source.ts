/**
 * The CMS side of the redirects: the collection's name and fields, and the read the middleware
 * makes (lib/cms/plain-read.ts).
 */
import { z } from 'zod';
import type { CmsConfig } from '@/lib/cms/config';
import { fetchCmsRows } from '@/lib/cms/plain-read';
import { REDIRECT_STATUSES, type RedirectRule } from './table';

export const redirectsCollectionName = (prefix: string) => `${prefix}_redirects`;

/** The fields of a Directus redirect, as Directus's own CMS starter names them. */
export const REDIRECT_FIELDS = ['url_from', 'url_to', 'response_code'] as const;

const rawRedirect = z.object({
  url_from: z.string().trim().min(1),
  url_to: z.string().trim().min(1),
  response_code: z.coerce
    .number()
    .pipe(z.union(REDIRECT_STATUSES.map((status) => z.literal(status)))),
});

/** Every redirect in the CMS; a row that is not a valid rule is left out with a log line. */
export async function fetchCmsRedirects(
  config: CmsConfig,
  signal: AbortSignal,
  log: (line: string) => void = console.warn,
): Promise<RedirectRule[]> {
  const query = new URLSearchParams({ fields: REDIRECT_FIELDS.join(','), limit: '-1' });
  const rows = await fetchCmsRows(config, redirectsCollectionName(config.prefix), query, signal);
  return rows.flatMap((row) => {
    const parsed = rawRedirect.safeParse(row);
    if (parsed.success)
      return [
        { from: parsed.data.url_from, to: parsed.data.url_to, status: parsed.data.response_code },
      ];
    log(`[redirects] a CMS redirect left out: ${JSON.stringify(row).slice(0, 200)}`);
    return [];
  });
}
