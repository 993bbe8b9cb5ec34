'use client';

import { useEffect, useRef, useState } from 'react';
import { ABOUT_MOTION } from '@/lib/constants';
import { counterTextAt, parseCounterTarget } from '@/lib/sections/counter';
import { prefersReducedMotion } from '@/lib/sections/motion';
import type { AboutStat } from '@/content-fallback/pages/about';

/** Progress steps of the count; the value shown follows elapsed time, not the step count. */
const STEPS = 1000;

/**
 * /about stats (spec 02 §2, §9): the served HTML holds the final numbers (50, 8, 5) so crawlers
 * and no-JS visitors read them; with JS they count up over 2 s once the hero is 10% in view.
 * Screen readers always read the final value; reduced motion keeps it.
 */
export function AboutCounters({ stats }: { stats: AboutStat[] }) {
  const listRef = useRef<HTMLDListElement>(null);
  const [progress, setProgress] = useState(STEPS);
  const [state, setState] = useState<'final' | 'waiting' | 'counting' | 'done'>('final');

  useEffect(() => {
    const list = listRef.current;
    if (!list || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') {
      setState('done');
      return;
    }
    // The counters run once the hero (the section holding them) comes into view.
    const hero = list.closest('section') ?? list;
    let frame = 0;
    setProgress(0);
    setState('waiting');
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setState('counting');
        const startedAt = performance.now();
        // performance.now(), not the frame's timestamp: both come from one clock, so the ratio starts at 0.
        const tick = () => {
          const ratio = Math.min(
            1,
            (performance.now() - startedAt) / ABOUT_MOTION.counterDurationMs,
          );
          setProgress(Math.round(ratio * STEPS));
          if (ratio < 1) frame = requestAnimationFrame(tick);
          else setState('done');
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: ABOUT_MOTION.counterThreshold },
    );
    observer.observe(hero);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <dl ref={listRef} data-counter-state={state} className="grid max-w-xl grid-cols-3 gap-4">
      {stats.map((stat) => {
        const target = parseCounterTarget(stat.value);
        return (
          <div
            key={stat.label}
            className="flex flex-col-reverse rounded-2xl bg-white p-4 text-center shadow-sm"
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
