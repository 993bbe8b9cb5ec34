import type { ComponentPropsWithoutRef } from 'react';
import { INTENT_PREFETCH_ATTRIBUTE, INTENT_PREFETCH_VALUE } from '@/lib/navigation/intent-prefetch';

/**
 * Every in-app link of the site: a plain anchor, so it costs no hydration and no client component
 * in the page's payload (a next/link is one of each, and a page has about a hundred links).
 * IntentPrefetch's document listeners prefetch its page on hover, focus or touch and turn its
 * click into a client-side navigation. Calls to action too: next/link's prefetch of the links in
 * view cost 60-75 ms of main thread after load (docs/performance.md).
 */
export function IntentLink({ href, ...props }: ComponentPropsWithoutRef<'a'> & { href: string }) {
  return <a href={href} {...props} {...{ [INTENT_PREFETCH_ATTRIBUTE]: INTENT_PREFETCH_VALUE }} />;
}
