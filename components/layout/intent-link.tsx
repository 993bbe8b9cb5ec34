import Link from 'next/link';
import type { ComponentProps } from 'react';
import { INTENT_PREFETCH_ATTRIBUTE, INTENT_PREFETCH_VALUE } from '@/lib/navigation/intent-prefetch';

/**
 * A menu or footer link: no prefetch on render; IntentPrefetch fetches its page on hover, focus
 * or touch. Primary calls to action keep next/link's default prefetch instead.
 */
export function IntentLink(props: Omit<ComponentProps<typeof Link>, 'prefetch'>) {
  return (
    <Link {...props} prefetch={false} {...{ [INTENT_PREFETCH_ATTRIBUTE]: INTENT_PREFETCH_VALUE }} />
  );
}
