/**
 * The CMS side of experiments: the page records the middleware reads them from. A plain fetch,
 * as for the redirects: the middleware runs outside the page cache and must see a start or a
 * stop at once.
 */
import { cmsCollectionName, type CmsConfig } from '@/lib/cms/config';
import { EXPERIMENT_PAGE_FIELDS, experimentsFromPages, type Experiment } from './experiments';

export async function fetchCmsExperiments(
  config: CmsConfig,
  signal: AbortSignal,
): Promise<Experiment[]> {
  // Published pages that run an experiment or are a variant: both sides of every experiment.
  const query = new URLSearchParams({
    fields: EXPERIMENT_PAGE_FIELDS.join(','),
    filter: JSON.stringify({
      _and: [
        { status: { _eq: 'published' } },
        { _or: [{ experiment: { _eq: 'running' } }, { variant_of: { _nnull: true } }] },
      ],
    }),
    limit: '-1',
  });
  const response = await fetch(
    `${config.url}/items/${cmsCollectionName('pages', config.prefix)}?${query}`,
    {
      headers: config.token ? { authorization: `Bearer ${config.token}` } : {},
      cache: 'no-store',
      signal,
    },
  );
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  const body = (await response.json()) as { data?: unknown };
  if (!Array.isArray(body.data)) throw new Error('the answer has no list of pages');
  return experimentsFromPages(body.data);
}
