'use client';

import { cardGridClass } from '@/components/ui/card-grid';
import { Children, useEffect, useRef, useState, type ReactNode } from 'react';
import { BREAKPOINTS } from '@/components/ui/breakpoints';
import { STICKY } from '@/components/ui/section-layout';
import { useMediaQuery } from './use-media-query';
import { useReducedMotion } from './use-reduced-motion';

interface HorizontalScrollProps {
  children: ReactNode;
  /** Accessible name of the card row. */
  label: string;
  /** The section's heading: pinned with the cards, so it stays while they move. */
  heading?: ReactNode;
  cardWidthPx: number;
  gapPx: number;
  offsetPx?: number;
}

/**
 * A sticky section whose cards move horizontally as the page scrolls vertically (core
 * features, icon-benefit cards, benefits list). The pinned frame holds the heading and the
 * cards, centred in it; the section adds as much height as the row overflows, so it ends as its
 * last card comes into view. The server HTML, screens below 768 px and reduced-motion visitors get
 * a plain wrapping grid: no scroll-jacking. Scrolling back above the offset resets it.
 */
export function HorizontalScroll({
  children,
  label,
  heading,
  cardWidthPx,
  gapPx,
  offsetPx = STICKY.offsetPx,
}: HorizontalScrollProps) {
  const cards = Children.toArray(children);
  const outerRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLUListElement>(null);
  // The server HTML, small screens (below 768 px) and reduced-motion visitors get the plain grid.
  const reduced = useReducedMotion(true);
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.md}px)`, false);
  const pinned = wide && !reduced;
  const [distance, setDistance] = useState(0);

  useEffect(() => {
    if (!pinned) return;
    const outer = outerRef.current;
    const viewport = viewportRef.current;
    const track = trackRef.current;
    if (!outer || !viewport || !track) return;
    let frame = 0;
    const measure = () => {
      const overflow = Math.max(0, track.scrollWidth - viewport.clientWidth);
      setDistance(overflow);
      return { overflow, extra: overflow };
    };
    let sizes = measure();
    // Right to left, the row starts at the right and overflows to the left: it moves rightwards.
    const sign = getComputedStyle(track).direction === 'rtl' ? 1 : -1;
    const update = () => {
      frame = 0;
      const travelled = offsetPx - outer.getBoundingClientRect().top;
      const progress = sizes.extra > 0 ? Math.min(1, Math.max(0, travelled / sizes.extra)) : 0;
      track.style.transform = `translate3d(${sign * progress * sizes.overflow}px, 0, 0)`;
      outer.dataset.progress = progress.toFixed(3);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    const onResize = () => {
      sizes = measure();
      onScroll();
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
    };
  }, [pinned, offsetPx]);

  if (!pinned) {
    return (
      <>
        {heading}
        <ul
          aria-label={label}
          data-layout="grid"
          className={`gap-8 ${heading ? 'mt-12' : ''} ${cardGridClass({ twoFrom: 'sm' })}`}
        >
          {cards.map((card, index) => (
            <li key={index}>{card}</li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <div
      ref={outerRef}
      data-layout="horizontal"
      className="relative"
      style={{ height: `calc(100vh - ${offsetPx}px + ${distance}px)` }}
    >
      <div
        ref={viewportRef}
        className="sticky flex h-[calc(100vh-80px)] flex-col justify-center gap-12 overflow-hidden"
        style={{ top: offsetPx }}
      >
        {heading}
        <ul
          ref={trackRef}
          aria-label={label}
          className="flex shrink-0 will-change-transform"
          style={{ gap: gapPx }}
        >
          {cards.map((card, index) => (
            <li key={index} className="shrink-0" style={{ width: cardWidthPx, maxWidth: '85vw' }}>
              {card}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
