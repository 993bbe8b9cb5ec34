'use client';

import { useEffect } from 'react';
import { useIntersectionObserver } from '@/components/ui/use-intersection';

/** Careers cards gain the 'animate' class when this much is visible. */
const CAREERS_ANIMATE = {
  threshold: 0.1,
  rootMargin: '0px 0px -50px 0px',
  className: 'animate',
} as const;

const animateTargets = () => document.querySelectorAll<HTMLElement>('[data-animate-on-view]');

/**
 * Job cards, benefit cards and process steps ([data-animate-on-view]) gain the
 * 'animate' class once 10% of them is visible (root margin -50 px at the bottom). The cards are
 * fully visible without it; the class only plays their entrance (none with reduced motion).
 */
export function AnimateOnView() {
  const observing = useIntersectionObserver(
    animateTargets,
    (entries, observer) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.classList.add(CAREERS_ANIMATE.className);
        observer.unobserve(entry.target);
      }
    },
    { threshold: CAREERS_ANIMATE.threshold, rootMargin: CAREERS_ANIMATE.rootMargin },
  );
  useEffect(() => {
    if (!observing)
      animateTargets().forEach((target) => target.classList.add(CAREERS_ANIMATE.className));
  }, [observing]);
  return null;
}
