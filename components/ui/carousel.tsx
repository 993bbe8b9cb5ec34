'use client';

import {
  Children,
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { ChevronLeftGlyph, ChevronRightGlyph, PauseGlyph, PlayGlyph } from '@/components/ui/glyphs';
import { useInView } from '@/components/ui/use-intersection';
import { useReducedMotion } from '@/components/ui/use-reduced-motion';
import type { CarouselLabels } from '@/lib/content/types';
import { fillTemplate } from '@/lib/text';

/** Autoplay: the next slide every `intervalMs`; a manual scroll pauses it for `manualPauseMs`. */
const CAROUSEL = { intervalMs: 5000, manualPauseMs: 1000 } as const;

/**
 * How far a track is scrolled from its first slide, in slide widths. Right to left, the first
 * slide is at the right and Chromium counts scrollLeft from 0 down to negative numbers.
 */
function slidesScrolled(track: HTMLElement): number {
  return Math.abs(track.scrollLeft) / (track.clientWidth || 1);
}

/** The carousel advances only while on screen or this close to it. */
const NEAR_VIEWPORT_MARGIN = '200px 0px';

interface CarouselProps {
  /** Accessible name of the carousel, e.g. 'Client testimonials'. */
  label: string;
  /** The controls' names in the page's language; the server passes them translated. */
  labels: CarouselLabels;
  children: ReactNode;
  intervalMs?: number;
  manualPauseMs?: number;
}

/**
 * Auto-advances every 5 s and loops; a manual scroll (drag, swipe, wheel, keys,
 * buttons) suspends it until 1 s after the last one; drag-to-scroll with the mouse. WCAG 2.2.2:
 * a pause/play control. Reduced motion: it starts paused.
 */
export function Carousel({
  label,
  labels,
  children,
  intervalMs = CAROUSEL.intervalMs,
  manualPauseMs = CAROUSEL.manualPauseMs,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const trackRef = useRef<HTMLDivElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const inView = useInView(sectionRef, { rootMargin: NEAR_VIEWPORT_MARGIN, once: false });
  const [index, setIndex] = useState(0);
  // The interval reads the current slide without restarting on every change.
  const indexRef = useRef(0);
  useEffect(() => {
    indexRef.current = index;
  }, [index]);
  // Reduced motion starts paused; the visitor's own choice wins from then on.
  const [playChoice, setPlaying] = useState<boolean | null>(null);
  const [suspended, setSuspended] = useState(false);
  const resumeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const drag = useRef<{ pointerId: number; startX: number; startScroll: number } | null>(null);
  const reducedMotion = useReducedMotion();
  const reduced = useRef(false);
  const programmaticLeft = useRef<number | null>(null);

  const playing = playChoice ?? !reducedMotion;
  useEffect(() => {
    reduced.current = reducedMotion;
  }, [reducedMotion]);
  useEffect(() => () => clearTimeout(resumeTimer.current), []);

  const scrollToSlide = useCallback((target: number) => {
    const track = trackRef.current;
    const slide = track?.children[target] as HTMLElement | undefined;
    if (!track || !slide) return;
    // While our own smooth scroll runs, its scroll events must not move the index.
    // offsetLeft is negative right to left, like scrollLeft, so it is the target either way.
    programmaticLeft.current = slide.offsetLeft;
    track.scrollTo({ left: slide.offsetLeft, behavior: reduced.current ? 'auto' : 'smooth' });
  }, []);

  const goTo = useCallback(
    (target: number) => {
      if (count === 0) return;
      const next = ((target % count) + count) % count; // loops both ways
      indexRef.current = next;
      setIndex(next);
      scrollToSlide(next);
    },
    [count, scrollToSlide],
  );

  /** Any manual scroll suspends auto-advance until manualPauseMs after the last one. */
  const noteManualScroll = useCallback(() => {
    programmaticLeft.current = null;
    setSuspended(true);
    clearTimeout(resumeTimer.current);
    resumeTimer.current = setTimeout(() => setSuspended(false), manualPauseMs);
  }, [manualPauseMs]);

  // Off screen it does not advance: no scrolling and re-rendering for nobody during page load.
  useEffect(() => {
    if (!playing || suspended || !inView || count < 2) return;
    const timer = setInterval(() => goTo(indexRef.current + 1), intervalMs);
    return () => clearInterval(timer);
  }, [playing, suspended, inView, count, intervalMs, goTo]);

  const syncIndexFromScroll = () => {
    const track = trackRef.current;
    if (!track || drag.current) return;
    if (programmaticLeft.current !== null) {
      if (Math.abs(track.scrollLeft - programmaticLeft.current) > 2) return;
      programmaticLeft.current = null;
    }
    const nearest = Math.round(slidesScrolled(track));
    if (nearest !== index && nearest >= 0 && nearest < count) setIndex(nearest);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    noteManualScroll();
    // The key that points at the next slide: the one on the reading direction's end side.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = event.key === (rtl ? 'ArrowLeft' : 'ArrowRight');
    goTo(index + (forward ? 1 : -1));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse' || event.button !== 0 || !trackRef.current) return;
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startScroll: trackRef.current.scrollLeft,
    };
    trackRef.current.setPointerCapture(event.pointerId);
    trackRef.current.dataset.dragging = 'true';
    noteManualScroll();
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || !trackRef.current) return;
    trackRef.current.scrollLeft = drag.current.startScroll - (event.clientX - drag.current.startX);
    noteManualScroll();
  };
  const endDrag = () => {
    const track = trackRef.current;
    if (!drag.current || !track) return;
    drag.current = null;
    delete track.dataset.dragging;
    goTo(Math.round(slidesScrolled(track)));
  };

  const buttonClass =
    'inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-ink transition hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

  return (
    <section
      ref={sectionRef}
      aria-roledescription={labels.carousel}
      aria-label={label}
      onKeyDown={onKeyDown}
      className="relative"
    >
      <div
        ref={trackRef}
        tabIndex={0}
        aria-live={playing && !suspended ? 'off' : 'polite'}
        onScroll={syncIndexFromScroll}
        onWheel={noteManualScroll}
        onTouchStart={noteManualScroll}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        className="focus-visible:outline-primary relative flex snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-4 data-[dragging]:cursor-grabbing data-[dragging]:snap-none data-[dragging]:select-none md:cursor-grab"
      >
        {slides.map((slide, slideIndex) => (
          <div
            key={slideIndex}
            role="group"
            aria-roledescription={labels.slide}
            aria-label={fillTemplate(labels.slidePosition, { position: slideIndex + 1, count })}
            data-active={slideIndex === index ? 'true' : undefined}
            className="w-full shrink-0 snap-start px-1"
          >
            {slide}
          </div>
        ))}
      </div>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
        <button
          type="button"
          className={buttonClass}
          aria-label={playing ? labels.pause : labels.play}
          onClick={() => setPlaying(!playing)}
        >
          {playing ? <PauseGlyph className="size-5" /> : <PlayGlyph className="size-5" />}
        </button>
        <button
          type="button"
          className={buttonClass}
          aria-label={labels.previous}
          onClick={() => {
            noteManualScroll();
            goTo(index - 1);
          }}
        >
          <ChevronLeftGlyph className="size-5" />
        </button>
        {/* Each dot a 44 px target; on phones the dots take their own row under the buttons. */}
        <div className="flex items-center justify-center max-sm:order-last max-sm:basis-full">
          {slides.map((_, dotIndex) => (
            <button
              key={dotIndex}
              type="button"
              aria-label={fillTemplate(labels.showItem, { position: dotIndex + 1 })}
              aria-current={dotIndex === index ? 'true' : undefined}
              onClick={() => {
                noteManualScroll();
                goTo(dotIndex);
              }}
              className="group focus-visible:outline-primary inline-flex size-11 items-center justify-center rounded-full focus-visible:outline-2"
            >
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full transition-all ${dotIndex === index ? 'bg-primary w-6' : 'w-2.5 bg-slate-300 group-hover:bg-slate-400'}`}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          className={buttonClass}
          aria-label={labels.next}
          onClick={() => {
            noteManualScroll();
            goTo(index + 1);
          }}
        >
          <ChevronRightGlyph className="size-5" />
        </button>
      </div>
    </section>
  );
}
