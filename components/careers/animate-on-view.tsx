'use client';

import { useEffect } from 'react';
import { CAREERS_ANIMATE } from '@/lib/constants';

/**
 * Spec 02 §4: job cards, benefit cards and process steps ([data-animate-on-view]) gain the
 * 'animate' class once 10% of them is visible (root margin -50 px at the bottom). The cards are
 * fully visible without it; the class only plays their entrance (none with reduced motion).
 */
export function AnimateOnView() {
  useEffect(() => {
    const targets = document.querySelectorAll<HTMLElement>('[data-animate-on-view]');
    if (typeof IntersectionObserver === 'undefined') {
      targets.forEach((target) => target.classList.add(CAREERS_ANIMATE.className));
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          entry.target.classList.add(CAREERS_ANIMATE.className);
          observer.unobserve(entry.target);
        }
      },
      { threshold: CAREERS_ANIMATE.threshold, rootMargin: CAREERS_ANIMATE.rootMargin },
    );
    targets.forEach((target) => observer.observe(target));
    return () => observer.disconnect();
  }, []);
  return null;
}
