import type { ReactNode } from 'react';
import { SectionHeading } from '@/components/sections/section-heading';

/** The frame of a landing-page section: its band colour, container and heading. */
export function LandingSection({
  name,
  anchor,
  headingId,
  heading,
  description,
  tone,
  className,
  children,
}: {
  /** data-lp-section: what the floating bar and the tests find the section by. */
  name: string;
  /** The section's id, for in-page links. */
  anchor?: string;
  headingId: string;
  heading: string;
  description?: string;
  /** 'dark' on the ink band. */
  tone?: 'light' | 'dark';
  /** The band: background and text colour. */
  className: string;
  children: ReactNode;
}) {
  return (
    <section id={anchor} aria-labelledby={headingId} data-lp-section={name} className={className}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20 lg:px-8">
        <SectionHeading id={headingId} title={heading} description={description} tone={tone} />
        {children}
      </div>
    </section>
  );
}
