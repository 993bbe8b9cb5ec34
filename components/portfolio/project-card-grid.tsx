import { ButtonLink } from '@/components/ui/button';
import { ProjectCard } from './project-card';
import { SectionHeading } from '@/components/sections/section-heading';
import type { PortfolioCardModel } from '@/lib/sections/cards';
import type { SectionData } from '@/lib/sections/types';

interface ProjectCardGridProps {
  id: string;
  section: SectionData;
  cards: PortfolioCardModel[];
  /** Each card's link text ('View case study'). */
  linkLabel: string;
  /** 'View All Projects' → /portfolios under the grid. */
  viewAllLabel?: string;
  className?: string;
}

/** Project cards with image, tags (+N) and a link to the case study; the list, featured and related grids. */
export function ProjectCardGrid({
  id,
  section,
  cards,
  linkLabel,
  viewAllLabel,
  className = 'bg-surface',
}: ProjectCardGridProps) {
  if (cards.length === 0) return null;
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      data-section={id}
      className={`scroll-mt-20 py-16 md:py-24 ${className}`}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id={`${id}-title`}
          title={section.heading}
          highlightedText={section.highlightedText}
          description={section.description}
        />
        <ul aria-label={section.heading} className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <li key={card.id}>
              <ProjectCard card={card} linkLabel={linkLabel} />
            </li>
          ))}
        </ul>
        {viewAllLabel && (
          <div className="mt-10 text-center">
            <ButtonLink href="/portfolios" variant="outline">
              {viewAllLabel}
            </ButtonLink>
          </div>
        )}
      </div>
    </section>
  );
}
