'use client';

import { useEffect, useState, type RefObject } from 'react';

/** What marks the hero's own call to action (set by the heroes on their button row). */
export const HERO_CTA_ATTRIBUTE = 'data-hero-cta';

/** The hero's call to action, or the page's first section when its hero has none. */
function heroTarget(): Element | null {
  return (
    document.querySelector(`main [${HERO_CTA_ATTRIBUTE}]`) ?? document.querySelector('main section')
  );
}

/** Whether any line of text or any control lies under `box` (the bar's own content aside). */
function contentUnder(box: DOMRect, own: Element): boolean {
  const xs = [box.left + 2, (box.left + box.right) / 2, box.right - 2];
  const ys = [box.top + 2, (box.top + box.bottom) / 2, box.bottom - 2];
  const seen = new Set<Element>();
  for (const x of xs) {
    for (const y of ys) {
      for (const element of document.elementsFromPoint(x, y)) {
        if (own.contains(element) || seen.has(element)) continue;
        seen.add(element);
        if (element.matches('a[href], button, input, select, textarea, h1, h2, h3, h4'))
          return true;
        for (const node of element.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const line of range.getClientRects()) {
            if (
              Math.min(line.right, box.right) - Math.max(line.left, box.left) > 0 &&
              Math.min(line.bottom, box.bottom) - Math.max(line.top, box.top) > 0
            )
              return true;
          }
        }
      }
    }
  }
  return false;
}

/**
 * Whether a fixed call to action may show: only once the hero's own call to action has scrolled
 * out above the viewport (at load it would repeat it, or hide it), never while the footer is in
 * view (it would sit on the footer's links), and, with `yieldTo`, not while its box would lie on
 * a line of text or a control. Hidden on the server and before the first check.
 */
export function useStickyCtaVisibility(yieldTo?: RefObject<HTMLElement | null>): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const hero = heroTarget();
      const heroPassed = !hero || hero.getBoundingClientRect().bottom < 0;
      const footer = document.querySelector('footer');
      const footerInView = !!footer && footer.getBoundingClientRect().top < window.innerHeight;
      let next = heroPassed && !footerInView;
      const own = yieldTo?.current;
      if (next && own) {
        const box = own.getBoundingClientRect();
        // A hidden bar (display: none below its breakpoint) has no box: nothing to yield.
        if (box.width > 0) next = !contentUnder(box, own);
      }
      setShown(next);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [yieldTo]);
  return shown;
}
