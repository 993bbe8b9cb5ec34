import type { ReactNode } from 'react';
import { SectionHeading } from '@/components/sections/section-heading';
import type { SectionEdit } from '@/lib/visual-editing/types';

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
  edit,
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
  /** The Visual Editor's marks on the heading and description (draft mode only). */
  edit?: SectionEdit;
}) {
  return (
    <section id={anchor} aria-labelledby={headingId} data-lp-section={name} className={className}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20 lg:px-8">
        <SectionHeading
          id={headingId}
          title={heading}
          description={description}
          tone={tone}
          edit={edit}
        />
        {children}
      </div>
    </section>
  );
}
