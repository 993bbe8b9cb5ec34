'use client';

import { useEffect } from 'react';
import { STICKY } from '@/components/ui/section-layout';
import { useIntersectionObserver } from '@/components/ui/use-intersection';
import { useReducedMotion } from '@/components/ui/use-reduced-motion';

/**
 * Elements to hide until they scroll in. Those already on screen are marked revealed first, so
 * hiding the rest (the 'reveal-ready' class) never makes visible content flicker.
 */
function pendingRevealTargets(): HTMLElement[] {
  const viewportBottom = window.innerHeight;
  const pending: HTMLElement[] = [];
  document
    .querySelectorAll<HTMLElement>('[data-reveal]:not([data-revealed])')
    .forEach((element) => {
      if (element.getBoundingClientRect().top < viewportBottom) element.dataset.revealed = 'true';
      else pending.push(element);
    });
  return pending;
}

/**
 * Mounted once per page: reveals every [data-reveal] element when 10% of it is visible, so
 * sections stay server components and no animation library ships for simple reveals.
 */
export function RevealObserver() {
  const reduced = useReducedMotion(true);
  const observing = useIntersectionObserver(
    pendingRevealTargets,
    (entries, observer) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        (entry.target as HTMLElement).dataset.revealed = 'true';
        observer.unobserve(entry.target);
      }
    },
    {
      threshold: STICKY.intersectionThreshold,
      rootMargin: '0px 0px -50px 0px',
      enabled: !reduced,
    },
  );

  // Runs after the observer's effect above, so on-screen elements are already marked.
  useEffect(() => {
    if (reduced || !observing) return;
    const root = document.documentElement;
    root.classList.add('reveal-ready');
    return () => root.classList.remove('reveal-ready');
  }, [reduced, observing]);
  return null;
}
