'use client';

import { useEffect, useRef, useState } from 'react';
import { BREAKPOINTS } from '@/components/ui/breakpoints';
import { SECTION_LAYOUT, STICKY } from '@/components/ui/section-layout';
import { useIntersectionObserver } from '@/components/ui/use-intersection';
import { useMediaQuery } from '@/components/ui/use-media-query';
import { prefersReducedMotion, useReducedMotion } from '@/components/ui/use-reduced-motion';
import type { ServiceShowcaseItem } from '@/lib/sections/types';
import type { ShowcaseLabels } from '@/lib/content/types';

type Mode = 'stacked' | 'pinned';

/**
 * From 1280 px (and without reduced motion) the section pins at 80 px and vertical page scroll
 * drives the content panels, 400 px of page scroll per item; hovering the panels freezes that.
 * Narrower screens and reduced motion get stacked panels under a pinned numbered list.
 * The active item follows a click or the panel at least half visible.
 */
export function ShowcaseScroller({
  id,
  items,
  labels,
}: {
  id: string;
  items: ServiceShowcaseItem[];
  /** The list's and the panel's names in the page's language. */
  labels: ShowcaseLabels;
}) {
  // The server HTML is the stacked layout; wide screens without reduced motion then pin.
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.xl}px)`, false);
  const reduced = useReducedMotion(true);
  const mode: Mode = wide && !reduced ? 'pinned' : 'stacked';
  const [active, setActive] = useState(0);
  const outerRef = useRef<HTMLDivElement>(null);
  const panelsRef = useRef<HTMLDivElement>(null);
  const frozen = useRef(false);
  const scrollRange = items.length * SECTION_LAYOUT.showcaseScrollPerItemPx;

  // Active item: the panel at least half visible (within the panel box when pinned).
  useIntersectionObserver(
    () => panelsRef.current?.querySelectorAll('[data-index]') ?? [],
    (entries) => {
      const first = entries.find((entry) => entry.intersectionRatio >= 0.5);
      if (first) setActive(Number((first.target as HTMLElement).dataset.index));
    },
    { root: mode === 'pinned' ? panelsRef : undefined, threshold: 0.5 },
  );

  // Pinned mode: page scroll drives the panels' scroll position.
  useEffect(() => {
    if (mode !== 'pinned') return;
    const outer = outerRef.current;
    const panels = panelsRef.current;
    if (!outer || !panels) return;
    let frame = 0;
    let shown = -1;
    const update = () => {
      frame = 0;
      if (frozen.current) return;
      const progress = Math.min(
        1,
        Math.max(0, (STICKY.offsetPx - outer.getBoundingClientRect().top) / scrollRange),
      );
      // One whole panel at a time (each is the box's height): the box never shows a slice of
      // the next one; each item holds for its share of the page's scroll.
      const index = Math.min(items.length - 1, Math.floor(progress * items.length));
      const panel = panels.querySelector<HTMLElement>(`[data-index="${index}"]`);
      if (panel && index !== shown) {
        shown = index;
        panels.scrollTo({
          top: panel.offsetTop,
          behavior: prefersReducedMotion() ? 'auto' : 'smooth',
        });
      }
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [mode, scrollRange, items.length]);

  const select = (index: number) => {
    setActive(index);
    const panels = panelsRef.current;
    const panel = panels?.querySelector<HTMLElement>(`[data-index="${index}"]`);
    if (!panels || !panel) return;
    const behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth';
    if (mode === 'pinned' && outerRef.current) {
      // Scroll the page to the middle of this item's share of the pinned scroll.
      const outerTop = outerRef.current.getBoundingClientRect().top + window.scrollY;
      const share = scrollRange / items.length;
      window.scrollTo({ top: outerTop - STICKY.offsetPx + (index + 0.5) * share, behavior });
    } else {
      panel.scrollIntoView({ behavior, block: 'start' });
    }
  };

  const list = (
    <ol
      aria-label={labels.itemList}
      className={mode === 'pinned' ? 'space-y-2' : 'grid gap-2 sm:grid-cols-2'}
    >
      {items.map((item, index) => (
        <li key={item.itemNumber} className="shrink-0">
          <button
            type="button"
            aria-controls={`${id}-panel-${index}`}
            aria-current={index === active ? 'true' : undefined}
            onClick={() => select(index)}
            className={`focus-visible:outline-primary flex w-full items-center gap-3 rounded-xl px-4 py-3 text-start font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 ${
              index === active
                ? 'bg-primary text-white'
                : 'bg-surface text-ink hover:bg-primary-light'
            }`}
          >
            <span aria-hidden="true" className="tabular-nums">
              {String(index + 1).padStart(2, '0')}
            </span>
            {item.mainTitle}
          </button>
        </li>
      ))}
    </ol>
  );

  const panels = (
    <div
      ref={panelsRef}
      tabIndex={mode === 'pinned' ? 0 : undefined}
      aria-label={mode === 'pinned' ? labels.details : undefined}
      role={mode === 'pinned' ? 'region' : undefined}
      onMouseEnter={() => (frozen.current = true)}
      onMouseLeave={() => (frozen.current = false)}
      className={
        mode === 'pinned'
          ? 'relative h-[60vh] [scrollbar-width:thin] space-y-6 overflow-y-auto pe-2'
          : 'mt-6 space-y-6'
      }
    >
      {items.map((item, index) => (
        <article
          key={item.itemNumber}
          id={`${id}-panel-${index}`}
          data-index={index}
          className={`to-primary-light/60 relative flex scroll-mt-40 flex-col justify-center overflow-hidden rounded-2xl border bg-gradient-to-br from-white p-8 transition-colors md:p-10 ${index === active ? 'border-primary shadow-md' : 'border-slate-200'} ${mode === 'pinned' ? 'h-[60vh]' : ''}`}
        >
          <span
            aria-hidden="true"
            className="text-primary/10 pointer-events-none absolute -inset-e-2 -bottom-8 hidden text-[10rem] leading-none font-bold tabular-nums md:block"
          >
            {String(index + 1).padStart(2, '0')}
          </span>
          {item.iconUrl && (
            // Decorative: the heading names the item. Plain img keeps this client leaf free of next/image.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={item.iconUrl}
              alt=""
              width={56}
              height={56}
              loading="lazy"
              className="relative mb-6 size-14 rounded-2xl bg-white p-2.5 shadow-sm ring-1 ring-slate-200"
            />
          )}
          <h3 className="text-ink relative text-2xl font-bold">{item.mainTitle}</h3>
          {item.secondaryTitle && (
            <p className="text-primary relative mt-1 font-semibold">{item.secondaryTitle}</p>
          )}
          {item.shortDescription && (
            <p className="text-muted relative mt-4 max-w-2xl text-lg">{item.shortDescription}</p>
          )}
        </article>
      ))}
    </div>
  );

  if (mode === 'pinned') {
    return (
      // As tall as the pinned frame (the 60vh panel box) plus the scroll that drives it: the
      // section ends as its last item has had its share, with no blank stretch after it.
      <div ref={outerRef} data-mode="pinned" style={{ height: `calc(60vh + ${scrollRange}px)` }}>
        <div className="sticky grid grid-cols-[320px_1fr] gap-10" style={{ top: STICKY.offsetPx }}>
          {list}
          {panels}
        </div>
      </div>
    );
  }
  return (
    // Narrow screens and reduced motion: a plain stacked list, then the panels.
    <div ref={outerRef} data-mode="stacked">
      {list}
      {panels}
    </div>
  );
}
