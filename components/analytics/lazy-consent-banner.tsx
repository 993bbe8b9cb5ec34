'use client';

import { lazy, Suspense } from 'react';
import type { AnalyticsIds } from '@/lib/analytics/tags';
import type { ConsentText } from './consent-banner';
import { useHydrated } from '@/components/layout/use-hydrated';

// The banner and the tag loader are fetched after hydration, so no page ships them up front
// (JS budget: within 1.15 × the framework floor; see docs/performance.md). The banner never
// shows before hydration anyway: the stored choice lives in the browser.
const ConsentBanner = lazy(() =>
  import('./consent-banner').then((module) => ({ default: module.ConsentBanner })),
);

export function LazyConsentBanner(props: AnalyticsIds & { text: ConsentText }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner {...props} />
    </Suspense>
  );
}
