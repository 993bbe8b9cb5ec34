'use client';

import { useEffect, useRef, useState } from 'react';
import { COUNTER, counterTextAt, parseCounterTarget } from '@/lib/sections/counter';
import { useHydrated } from '@/components/layout/use-hydrated';
import { useInView } from '@/components/ui/use-intersection';
import { useReducedMotion } from '@/components/ui/use-reduced-motion';
import type { EditAttrs } from '@/lib/visual-editing/types';

export interface CounterItem {
  value: string;
  label: string;
}

type CounterState = 'final' | 'waiting' | 'counting' | 'done';

/**
 * Counters start once when the block is at least half visible and count up in about
 * 60 steps of 33 ms. The server HTML holds the final values (crawlers, no-JS), screen readers
 * always read the final value, and reduced motion keeps the final values.
 */
export function AnimatedCounters({
  items,
  className = '',
  edit,
}: {
  items: CounterItem[];
  className?: string;
  /** The Visual Editor's mark on the counters (draft mode only). */
  edit?: EditAttrs;
}) {
  const listRef = useRef<HTMLDListElement>(null);
  const hydrated = useHydrated();
  const reduced = useReducedMotion();
  const animates = hydrated && !reduced && typeof IntersectionObserver !== 'undefined';
  const halfVisible = useInView(listRef, { threshold: COUNTER.visibleRatio, enabled: animates });
  // Steps counted so far; null until the count starts.
  const [counted, setCounted] = useState<number | null>(null);

  useEffect(() => {
    if (!animates || !halfVisible) return;
    // Steps follow elapsed time, so a busy main thread cannot stretch the count past ~2 s.
    const startedAt = performance.now();
    // 'counting' is announced once the timer below runs, not when the block came into view: what
    // sees the state and then moves time on (a test's clock) always moves a running count.
    let stopped = false;
    queueMicrotask(() => {
      if (!stopped) setCounted((current) => current ?? 0);
    });
    const timer = setInterval(() => {
      const current = Math.min(
        COUNTER.steps,
        Math.floor((performance.now() - startedAt) / COUNTER.stepMs),
      );
      setCounted(current);
      if (current >= COUNTER.steps) clearInterval(timer);
    }, COUNTER.stepMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [animates, halfVisible]);

  // The server HTML (and hydration) show the final values; so does reduced motion.
  const state: CounterState = !hydrated
    ? 'final'
    : !animates || (counted ?? 0) >= COUNTER.steps
      ? 'done'
      : counted !== null
        ? 'counting'
        : 'waiting';
  const step = state === 'final' || state === 'done' ? COUNTER.steps : (counted ?? 0);

  return (
    <dl ref={listRef} data-counter-state={state} className={className} {...edit}>
      {items.map((item) => {
        const target = parseCounterTarget(item.value);
        const shown = target ? counterTextAt(target, step) : item.value;
        return (
          <div key={item.label} className="flex flex-col-reverse items-center text-center">
            <dt className="mt-2 text-sm font-medium tracking-wide text-slate-200 uppercase">
              {item.label}
            </dt>
            <dd className="text-4xl font-bold text-white tabular-nums md:text-5xl">
              <span aria-hidden="true" data-counter={item.value}>
                {shown}
              </span>
              <span className="sr-only">{item.value}</span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
