'use client';

import { useEffect } from 'react';
import { STICKY } from '@/lib/constants';
import { prefersReducedMotion } from '@/lib/sections/motion';
import './reveal.css';

/**
 * Mounted once per page: reveals every [data-reveal] element when 10% of it is visible, so
 * sections stay server components and no animation library ships for simple reveals.
 */
export function RevealObserver() {
  useEffect(() => {
    if (prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          (entry.target as HTMLElement).dataset.revealed = 'true';
          observer.unobserve(entry.target);
        }
      },
      { threshold: STICKY.intersectionThreshold, rootMargin: '0px 0px -50px 0px' },
    );
    // Elements already on screen are revealed before hiding anything, so nothing flickers.
    const viewportBottom = window.innerHeight;
    document.querySelectorAll<HTMLElement>('[data-reveal]:not([data-revealed])').forEach((element) => {
      if (element.getBoundingClientRect().top < viewportBottom) element.dataset.revealed = 'true';
      else observer.observe(element);
    });
    root.classList.add('reveal-ready');
    return () => {
      observer.disconnect();
      root.classList.remove('reveal-ready');
    };
  }, []);
  return null;
}
