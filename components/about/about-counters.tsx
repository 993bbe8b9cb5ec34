'use client';

import { useEffect, useRef, useState } from 'react';
import { ABOUT_MOTION } from '@/components/about/about-motion';
import { counterTextAt, parseCounterTarget } from '@/lib/sections/counter';
import { useHydrated } from '@/components/layout/use-hydrated';
import { useIntersectionObserver } from '@/components/ui/use-intersection';
import { useReducedMotion } from '@/components/ui/use-reduced-motion';
import type { AboutStat } from '@/lib/content/types';
import type { EditAttrs } from '@/lib/visual-editing/types';

/** Progress steps of the count; the value shown follows elapsed time, not the step count. */
const STEPS = 1000;

/**
 * /about stats: the served HTML holds the final numbers (50, 8, 5) so crawlers
 * and no-JS visitors read them; with JS they count up over 2 s once the hero is 10% in view.
 * Screen readers always read the final value; reduced motion keeps it.
 */
export function AboutCounters({
  stats,
  edit,
}: {
  stats: AboutStat[];
  /** The Visual Editor's mark on the counters (draft mode only). */
  edit?: EditAttrs;
}) {
  const listRef = useRef<HTMLDListElement>(null);
  const hydrated = useHydrated();
  const reduced = useReducedMotion();
  const animates = hydrated && !reduced && typeof IntersectionObserver !== 'undefined';
  const [heroInView, setHeroInView] = useState(false);
  // Progress out of STEPS; null until the count starts.
  const [counted, setCounted] = useState<number | null>(null);

  // The counters run once the hero (the section holding them) comes into view.
  useIntersectionObserver(
    () => {
      const list = listRef.current;
      return list ? [list.closest('section') ?? list] : [];
    },
    (entries, observer) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      setHeroInView(true);
    },
    { threshold: ABOUT_MOTION.counterThreshold, enabled: animates && !heroInView },
  );

  useEffect(() => {
    if (!animates || !heroInView) return;
    const startedAt = performance.now();
    let frame = 0;
    // performance.now(), not the frame's timestamp: both come from one clock, so the ratio starts at 0.
    const tick = () => {
      const ratio = Math.min(1, (performance.now() - startedAt) / ABOUT_MOTION.counterDurationMs);
      setCounted(Math.round(ratio * STEPS));
      if (ratio < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [animates, heroInView]);

  // The server HTML (and hydration) show the final numbers; so does reduced motion.
  const state = !hydrated
    ? 'final'
    : !animates || (counted ?? 0) >= STEPS
      ? 'done'
      : heroInView
        ? 'counting'
        : 'waiting';
  const progress = state === 'final' || state === 'done' ? STEPS : (counted ?? 0);

  return (
    <dl
      ref={listRef}
      data-counter-state={state}
      className="grid max-w-xl grid-cols-3 gap-4"
      {...edit}
    >
      {stats.map((stat) => {
        const target = parseCounterTarget(stat.value);
        return (
          <div
            key={stat.label}
            // Value above label (dd first in view, dt first for screen readers); justify-end puts
            // the values at the top, level with each other when a label wraps.
            className="flex flex-col-reverse justify-end rounded-2xl bg-white p-4 text-center shadow-sm"
          >
            <dt className="text-muted mt-1 text-xs font-semibold tracking-wide uppercase sm:text-sm">
              {stat.label}
            </dt>
            <dd className="text-primary-dark text-3xl font-bold tabular-nums sm:text-4xl">
              <span aria-hidden="true" data-counter={stat.value}>
                {target ? counterTextAt(target, progress, STEPS) : stat.value}
              </span>
              <span className="sr-only">{stat.value}</span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
