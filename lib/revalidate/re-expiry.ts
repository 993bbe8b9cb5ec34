import { CMS_REQUEST_TIMEOUT_MS } from '@/lib/cms/config';

/**
 * When the tags of a change are expired again, in ms after the first expiry.
 *
 * Next stamps a cached page or CMS fetch when it is written, not when its render read the CMS. A
 * render that read the CMS just before a change and finishes just after the expiry (a campaign
 * URL asked for while a draft, then published) writes the old answer, a 404, as fresh, and it
 * would stay until the next save. Expiring once more after such renders have ended makes any
 * entry older than the change render again on its next request:
 * - after 2 s, the usual case (a render reads and writes within a few hundred ms);
 * - after the CMS request timeout and a second more: by then every CMS read begun before the
 *   change has answered or been abandoned, so nothing written from it can outlive this expiry.
 */
export const REEXPIRY_DELAYS_MS = [2_000, CMS_REQUEST_TIMEOUT_MS + 1_000] as const;
