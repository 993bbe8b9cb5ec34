import type { RedirectRule } from '@/lib/redirects/table';

/**
 * Redirects served when no CMS is configured (and until the CMS first answers). With a CMS,
 * editors keep them in its Redirects collection; cms:seed copies these there once.
 */
export const fallbackRedirects: readonly RedirectRule[] = [];
