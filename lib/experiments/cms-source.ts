/**
 * The CMS side of experiments: the page records the middleware reads them from
 * (lib/cms/plain-read.ts), so a start or a stop is seen at once.
 */
import { cmsCollectionName, type CmsConfig } from '@/lib/cms/config';
import { fetchCmsRows } from '@/lib/cms/plain-read';
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
  return experimentsFromPages(
    await fetchCmsRows(config, cmsCollectionName('pages', config.prefix), query, signal),
  );
}
