'use client';

import { useRef, type ReactNode } from 'react';
import { useStickyCtaVisibility } from './use-sticky-cta-visibility';

/**
 * The floating call-to-action pill of large screens. It shows once the hero's own call to action
 * has scrolled out, and yields (fades away) wherever it would lie on a line of text or a control
 * and over the footer, so it never covers what a visitor reads.
 */
export function FloatingCta({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const shown = useStickyCtaVisibility(ref);
  return (
    <aside
      ref={ref}
      aria-label={label}
      data-testid="floating-cta"
      data-floating-cta=""
      data-shown={shown}
      inert={!shown}
      className="bg-ink fixed inset-e-6 bottom-6 z-30 hidden items-center gap-4 rounded-full py-2 ps-6 pe-2 text-white shadow-2xl transition-[opacity,visibility] duration-200 data-[shown=false]:invisible data-[shown=false]:opacity-0 lg:flex"
    >
      {children}
    </aside>
  );
}
