import type { Settings } from '@/lib/content/types';

/**
 * No booking link here on purpose: getSchedulerUrl falls through to SCHEDULER_URL and then to
 * siteConfig.schedulerUrl, so deployments can set the link without a CMS.
 */
export const fallbackSettings: Settings = {};
