'use client';

import { useEffect, useState } from 'react';
import { TYPEWRITER } from '@/lib/constants';
import { useReducedMotion } from '@/components/ui/use-reduced-motion';

interface TypewriterProps {
  text: string;
  /** Pause before the first character: 200 ms on the home hero, 500 ms elsewhere (spec 01 §9). */
  startDelayMs?: number;
  speedMs?: number;
  className?: string;
}

type TypewriterState = 'typing' | 'complete';

/**
 * Types `text` one character at a time. The full text is always in the markup (visually hidden)
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
  // Progress is tied to the text it was typed for, so a new text starts again from nothing.
  const [progress, setProgress] = useState({ text, length: 0 });
  const typedLength = reducedMotion ? text.length : progress.text === text ? progress.length : 0;
  const state: TypewriterState = typedLength >= text.length ? 'complete' : 'typing';

  useEffect(() => {
    if (reducedMotion) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    const start = setTimeout(() => {
      interval = setInterval(() => {
        setProgress((current) => {
          const next = Math.min((current.text === text ? current.length : 0) + 1, text.length);
          if (next >= text.length && interval) clearInterval(interval);
          return { text, length: next };
        });
      }, speedMs);
    }, startDelayMs);
    return () => {
      clearTimeout(start);
      if (interval) clearInterval(interval);
    };
  }, [text, startDelayMs, speedMs, reducedMotion]);

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
