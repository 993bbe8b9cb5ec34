import type { ReactNode } from 'react';
import { SectionHeading } from '@/components/sections/section-heading';
import type { SectionData } from '@/lib/sections/types';

interface HeadedSectionProps {
  /** Names the heading ('{id}-title'), which labels the section. */
  id: string;
  /** The section's own id, the target of '#anchor' links. */
  anchor?: string;
  /** Sets data-section, for sections that tests and the page's scripts find by name. */
  dataSection?: string;
  section: SectionData;
  /** Background and vertical padding. */
  className: string;
  /** What comes under the heading, in the page-width container; or a function that places the
   *  heading itself (a pinned frame that holds it with its cards). */
  children: ReactNode | ((heading: ReactNode) => ReactNode);
}

/** A page section: a centred heading (with its Visual Editor marks) and content, page-width. */
export function HeadedSection({
  id,
  anchor,
  dataSection,
  section,
  className,
  children,
}: HeadedSectionProps) {
  const heading = (
    <SectionHeading
      id={`${id}-title`}
      title={section.heading}
      highlightedText={section.highlightedText}
      description={section.description}
      edit={section.edit}
    />
  );
  return (
    <section
      id={anchor}
      aria-labelledby={`${id}-title`}
      data-section={dataSection}
      className={className}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {typeof children === 'function' ? (
          children(heading)
        ) : (
          <>
            {heading}
            {children}
          </>
        )}
      </div>
    </section>
  );
}
