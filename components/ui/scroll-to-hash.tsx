'use client';

import { useEffect } from 'react';
import { prefersReducedMotion } from '@/components/ui/use-reduced-motion';

interface ScrollToHashProps {
  /** Element id (without '#') that the URL hash must name. */
  targetId: string;
  delayMs: number;
}

/**
 * Arriving with the hash #{targetId} smooth-scrolls to that element after a short
 * delay, once the page's layout (fonts, images) has settled.
 */
export function ScrollToHash({ targetId, delayMs }: ScrollToHashProps) {
  useEffect(() => {
    if (window.location.hash !== `#${targetId}`) return;
    const timer = setTimeout(() => {
      document
        .getElementById(targetId)
        ?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    }, delayMs);
    return () => clearTimeout(timer);
  }, [targetId, delayMs]);
  return null;
}
