'use client';

import { lazy, Suspense } from 'react';

/*
 * Every page of blocks imports every block, so a client island imported by a block ships with
 * every such page. The islands few pages show load on their own here, only where rendered: the
 * served HTML has their output, and React hydrates them once their code arrives. Not for an island
 * whose first frames matter: React reveals a lazy boundary on a timer (the about counters' e2e
 * test runs on a paused clock and saw them never start).
 */
const RevealObserverIsland = lazy(() =>
  import('@/components/ui/reveal-observer').then((module) => ({
    default: module.RevealObserver,
  })),
);

/** The shared observer that fades [data-reveal] items in (content shows without it). */
export function LazyRevealObserver() {
  return (
    <Suspense fallback={null}>
      <RevealObserverIsland />
    </Suspense>
  );
}
