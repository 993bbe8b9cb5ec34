'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';

/** Start loading the form this far before it scrolls into view. */
const NEAR_VIEWPORT_MARGIN = '600px 0px';

const ContactForm = dynamic(
  () => import('@/components/forms/contact-form').then((module) => module.ContactForm),
  {
    ssr: false,
    loading: () => <FormPlaceholder />,
  },
);

function FormPlaceholder() {
  return (
    <div role="status" className="h-full min-h-[inherit] animate-pulse rounded-2xl bg-white/70">
      <span className="sr-only">Loading the contact form…</span>
    </div>
  );
}

/**
 * The contact form with its validation and phone libraries kept out of the page's first load
 * (they are most of a content page's JS): it loads when the section nears the viewport. Not on
 * idle: parsing and rendering it then was the longest task of a content page's load (issue 12,
 * TBT), and a form hidden at this breakpoint (home below lg) never needs it.
 */
export function DeferredContactForm({ submitLabel }: { submitLabel?: string }) {
  const holder = useRef<HTMLDivElement>(null);
  const [shouldLoad, setShouldLoad] = useState(false);

  useEffect(() => {
    if (shouldLoad) return;
    const load = () => setShouldLoad(true);
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver(
            (entries) => entries.some((entry) => entry.isIntersecting) && load(),
            {
              rootMargin: NEAR_VIEWPORT_MARGIN,
            },
          );
    if (observer && holder.current) observer.observe(holder.current);
    else load();

    return () => {
      observer?.disconnect();
    };
  }, [shouldLoad]);

  // The holder reserves the form's rendered height (measured: 962 px below sm, 759 px from sm)
  // so swapping the placeholder for the form does not shift the page (CLS).
  return (
    <div ref={holder} className="min-h-[962px] sm:min-h-[759px]">
      {shouldLoad ? <ContactForm submitLabel={submitLabel} /> : <FormPlaceholder />}
    </div>
  );
}
