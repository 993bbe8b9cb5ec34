'use client';

import { useEffect, useMemo, useState } from 'react';
import { useReducedMotion } from '@/components/ui/use-reduced-motion';
import { TYPEWRITER, typingStops } from '@/lib/sections/typing';

interface TypewriterProps {
  text: string;
  /** Pause before the first character: 200 ms on the home hero, 500 ms elsewhere. */
  startDelayMs?: number;
  speedMs?: number;
  className?: string;
}

type TypewriterState = 'typing' | 'complete';

/**
 * Types `text` one letter (grapheme) at a time, Arabic a word at a time (lib/sections/typing). The
 * served HTML (and a visitor without JavaScript, or who prefers less motion) gets the whole text,
 * visible; once the script runs and motion is allowed, the typing starts over from the first
 * letter after `startDelayMs`. The full text is also in the markup for screen readers (the
 * animated copy is aria-hidden), and the untyped rest keeps its space so the heading never reflows.
 */
export function Typewriter({
  text,
  startDelayMs = TYPEWRITER.defaultDelayMs,
  speedMs = TYPEWRITER.speedMs,
  className,
}: TypewriterProps) {
  const reducedMotion = useReducedMotion();
  const stops = useMemo(() => typingStops(text), [text]);
  // Steps typed so far, tied to the text they were typed for; null until the typing starts, when
  // the whole text shows (as on the server).
  const [progress, setProgress] = useState<{ text: string; steps: number } | null>(null);
  const typing = !reducedMotion && progress !== null && progress.text === text;
  const steps = typing ? progress.steps : stops.length;
  const typedLength = steps > 0 ? (stops[steps - 1] ?? text.length) : 0;
  const state: TypewriterState = steps >= stops.length ? 'complete' : 'typing';

  useEffect(() => {
    if (reducedMotion) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    const start = setTimeout(() => {
      setProgress({ text, steps: 0 });
      interval = setInterval(() => {
        setProgress((current) => {
          const next = Math.min((current?.text === text ? current.steps : 0) + 1, stops.length);
          if (next >= stops.length && interval) clearInterval(interval);
          return { text, steps: next };
        });
      }, speedMs);
    }, startDelayMs);
    return () => {
      clearTimeout(start);
      if (interval) clearInterval(interval);
    };
  }, [text, stops, startDelayMs, speedMs, reducedMotion]);

  return (
    <span className={className} data-typewriter={state}>
      <span className="sr-only">{text}</span>
      <span aria-hidden="true" data-testid="typewriter-visible">
        {text.slice(0, typedLength)}
        <span className="invisible">{text.slice(typedLength)}</span>
        {/* Always last and empty: Chromium's text-wrap: balance (the hero titles') breaks a line
            differently when the heading ends in a non-empty inline box, so without it the title
            re-wrapped as typing started and moved a line (CLS 0.029 on /industries/edtech-education
            at 390 px, Chromium 156); with it every state wraps as the finished title does. */}
        <span />
      </span>
    </span>
  );
}
