import type { ComponentPropsWithoutRef } from 'react';
import { INTENT_PREFETCH_ATTRIBUTE, INTENT_PREFETCH_VALUE } from '@/lib/navigation/intent-prefetch';

/**
 * A menu, footer or card link: a plain anchor, so it costs no hydration and no client component
 * in the page's payload (a next/link is one of each, and a page has about a hundred links).
 * IntentPrefetch's document listeners prefetch its page on hover, focus or touch and turn its
 * click into a client-side navigation. Primary calls to action keep next/link's default prefetch.
 */
export function IntentLink({ href, ...props }: ComponentPropsWithoutRef<'a'> & { href: string }) {
  return <a href={href} {...props} {...{ [INTENT_PREFETCH_ATTRIBUTE]: INTENT_PREFETCH_VALUE }} />;
}
