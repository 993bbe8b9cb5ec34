/**
 * The experiments of this server instance, as the middleware uses them: read from the CMS when
 * DIRECTUS_URL is set (kept in memory, read again every few seconds), none without one.
 */
import { getCmsConfig } from '@/lib/cms/config';
import { createRefreshingRead, type RefreshingRead } from '@/lib/cms/refreshing-read';
import { splitLocalePath } from '@/lib/i18n/locales';
import { fetchCmsExperiments } from './cms-source';
import type { Experiment } from './experiments';

/** A start or stop in Directus is live within this, like a redirect. */
export const EXPERIMENT_REFRESH_MS = 3000;
const EXPERIMENT_READ_TIMEOUT_MS = 1500;

let experiments: RefreshingRead<Experiment[]> | undefined;

function experimentsRead(): RefreshingRead<Experiment[]> {
  if (experiments) return experiments;
  const config = getCmsConfig();
  experiments = createRefreshingRead({
    name: 'experiments',
    load: config ? (signal) => fetchCmsExperiments(config, signal) : async () => [],
    fallback: [],
    refreshMs: config ? EXPERIMENT_REFRESH_MS : Number.POSITIVE_INFINITY,
    timeoutMs: EXPERIMENT_READ_TIMEOUT_MS,
  });
  return experiments;
}

/** The running experiment whose original answers at this path (in any language), if any. */
export async function findExperiment(pathname: string): Promise<Experiment | undefined> {
  const { path } = splitLocalePath(pathname);
  const wanted = path.length > 1 ? path.replace(/\/+$/, '').toLowerCase() : path;
  try {
    return (await experimentsRead().current()).find(
      (experiment) => experiment.permalink === wanted,
    );
  } catch (error) {
    // An experiment must never cost a visitor the page: the original is served.
    console.error(`[experiments] lookup failed, serving the page: ${error}`);
    return undefined;
  }
}

/** The running experiment of this original's slug, if any. */
export async function runningExperiment(slug: string): Promise<Experiment | undefined> {
  try {
    return (await experimentsRead().current()).find((experiment) => experiment.slug === slug);
  } catch (error) {
    console.error(`[experiments] lookup failed: ${error}`);
    return undefined;
  }
}

export { assignArm, EXPERIMENT_COOKIE, EXPERIMENT_COOKIE_MAX_AGE_S } from './assignment';
export type { Experiment, ExperimentArm } from './experiments';
