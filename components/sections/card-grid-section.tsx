import { cardGridClass } from '@/components/ui/card-grid';
import { IntentLink } from '@/components/layout/intent-link';
import type { ReactNode } from 'react';
import { ArrowRight } from '@/components/ui/icons';
import { SectionHeading } from '@/components/sections/section-heading';
import type { EditAttrs, SectionEdit } from '@/lib/visual-editing/types';

/** A card grid's marks for the Visual Editor: its heading and description, and the cards' link text. */
export type CardGridEdit = SectionEdit & { linkLabel?: EditAttrs };

interface CardGridSectionProps {
  /** The section's id: the target of '#{id}' links; the heading's id is '{id}-title'. */
  id: string;
  heading: string;
  description?: string;
  columns: 3 | 4;
  /** The cards, each an <li>. */
  children: ReactNode;
  /** The Visual Editor's marks on the heading and description (draft mode only). */
  edit?: SectionEdit;
}

/** A listing page's "all of them" section: heading, then a grid of cards labelled by the heading. */
export function CardGridSection({
  id,
  heading,
  description,
  columns,
  children,
  edit,
}: CardGridSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-20 bg-white py-16 md:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id={`${id}-title`} title={heading} description={description} edit={edit} />
        <ul
          aria-label={heading}
          className={`mt-12 gap-6 ${cardGridClass({ twoFrom: 'sm', columns })}`}
        >
          {children}
        </ul>
      </div>
    </section>
  );
}

/** A card's "Learn more →" link; screen readers hear which card it opens. */
export function CardArrowLink({
  href,
  label,
  cardTitle,
  className,
  edit,
}: {
  href: string;
  label: string;
  cardTitle: string;
  /** Spacing above the link. */
  className: string;
  /** The Visual Editor's mark on the label (draft mode only). */
  edit?: EditAttrs;
}) {
  return (
    <IntentLink
      href={href}
      {...edit}
      className={`text-primary-dark hover:text-primary focus-visible:outline-primary inline-flex items-center gap-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 ${className}`}
    >
      {label}
      <span className="sr-only">: {cardTitle}</span>
      <ArrowRight
        aria-hidden="true"
        className="size-4 transition-transform group-hover:translate-x-1"
      />
    </IntentLink>
  );
}
