'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { isScrolled } from '@/lib/navigation/header-scroll';

function subscribeToScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** Header is scrolled once the page moved more than 10 px; read straight from the window. */
export function useHeaderScrolled(): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => isScrolled(window.scrollY),
    () => false,
  );
}

/**
 * The sticky <header> element: transparent at the top of the page, solid with a shadow once
 * scrolled. Its content is rendered by the server and passed in as children.
 */
export function HeaderFrame({ children }: { children: ReactNode }) {
  const scrolled = useHeaderScrolled();
  return (
    <header
      data-scrolled={scrolled}
      className="sticky top-0 z-40 border-b border-transparent bg-transparent transition-[background-color,box-shadow,border-color] duration-200 data-[scrolled=true]:border-slate-200 data-[scrolled=true]:bg-white/95 data-[scrolled=true]:shadow-md data-[scrolled=true]:backdrop-blur"
    >
      {children}
    </header>
  );
}
