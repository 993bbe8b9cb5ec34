'use client';

import { useEffect, useRef, useState } from 'react';
import { COUNTER } from '@/lib/constants';
import { counterTextAt, parseCounterTarget } from '@/lib/sections/counter';
import { prefersReducedMotion } from '@/lib/sections/motion';

export interface CounterItem {
  value: string;
  label: string;
}

type CounterState = 'final' | 'waiting' | 'counting' | 'done';

/**
 * Spec 01 §4: counters start once when the block is at least half visible and count up in about
 * 60 steps of 33 ms. The server HTML holds the final values (crawlers, no-JS), screen readers
 * always read the final value, and reduced motion keeps the final values.
 */
export function AnimatedCounters({ items, className = '' }: { items: CounterItem[]; className?: string }) {
  const listRef = useRef<HTMLDListElement>(null);
  const [state, setState] = useState<CounterState>('final');
  const [step, setStep] = useState<number>(COUNTER.steps);

  useEffect(() => {
    const list = listRef.current;
    if (!list || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') {
      setState('done');
      return;
    }
    setStep(0);
    setState('waiting');
    let timer: ReturnType<typeof setInterval> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.intersectionRatio >= COUNTER.visibleRatio)) return;
        observer.disconnect();
        setState('counting');
        // Steps follow elapsed time, so a busy main thread cannot stretch the count past ~2 s.
        const startedAt = performance.now();
        timer = setInterval(() => {
          const current = Math.min(COUNTER.steps, Math.floor((performance.now() - startedAt) / COUNTER.stepMs));
          setStep(current);
          if (current >= COUNTER.steps) {
            clearInterval(timer);
            setState('done');
          }
        }, COUNTER.stepMs);
      },
      { threshold: [COUNTER.visibleRatio] },
    );
    observer.observe(list);
    return () => {
      observer.disconnect();
      if (timer) clearInterval(timer);
    };
  }, []);

  return (
    <dl ref={listRef} data-counter-state={state} className={className}>
      {items.map((item) => {
        const target = parseCounterTarget(item.value);
        const shown = target ? counterTextAt(target, step) : item.value;
        return (
          <div key={item.label} className="flex flex-col-reverse items-center text-center">
            <dt className="mt-2 text-sm font-medium tracking-wide text-slate-200 uppercase">{item.label}</dt>
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
