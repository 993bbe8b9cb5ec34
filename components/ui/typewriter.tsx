'use client';

import { useEffect, useMemo, useState } from 'react';
import { TYPEWRITER } from '@/lib/constants';
import { useReducedMotion } from '@/components/ui/use-reduced-motion';
import { typingStops } from '@/lib/sections/typing';

interface TypewriterProps {
  text: string;
  /** Pause before the first character: 200 ms on the home hero, 500 ms elsewhere. */
  startDelayMs?: number;
  speedMs?: number;
  className?: string;
}

type TypewriterState = 'typing' | 'complete';

/**
 * Types `text` one letter (grapheme) at a time, Arabic a word at a time (lib/sections/typing). The full text is always in the markup (visually hidden)
 * so crawlers and screen readers get it at once; the animated copy is aria-hidden, and the
 * untyped rest keeps its space so the heading does not reflow while typing.
 */
export function Typewriter({
  text,
  startDelayMs = TYPEWRITER.defaultDelayMs,
  speedMs = TYPEWRITER.speedMs,
  className,
}: TypewriterProps) {
  // The server renders "typing" (nothing typed yet); the client reads the media query.
  const reducedMotion = useReducedMotion();
  const stops = useMemo(() => typingStops(text), [text]);
  // Steps typed so far, tied to the text they were typed for: a new text starts from nothing.
  const [progress, setProgress] = useState({ text, steps: 0 });
  const steps = reducedMotion ? stops.length : progress.text === text ? progress.steps : 0;
  const typedLength = steps > 0 ? (stops[steps - 1] ?? text.length) : 0;
  const state: TypewriterState = steps >= stops.length ? 'complete' : 'typing';

  useEffect(() => {
    if (reducedMotion) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    const start = setTimeout(() => {
      interval = setInterval(() => {
        setProgress((current) => {
          const next = Math.min((current.text === text ? current.steps : 0) + 1, stops.length);
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
      </span>
    </span>
  );
}
