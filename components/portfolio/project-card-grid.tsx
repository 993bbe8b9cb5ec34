import { cardGridClass } from '@/components/ui/card-grid';
import { ButtonLink } from '@/components/ui/button';
import { ProjectCard } from './project-card';
import { HeadedSection } from '@/components/sections/headed-section';
import type { PortfolioCardModel } from '@/lib/sections/cards';
import type { SectionData } from '@/lib/sections/types';
import type { EditAttrs } from '@/lib/visual-editing/types';

interface ProjectCardGridProps {
  id: string;
  section: SectionData;
  cards: PortfolioCardModel[];
  /** Each card's link text ('View case study'). */
  linkLabel: string;
  /** 'View All Projects' → /portfolios under the grid. */
  viewAllLabel?: string;
  className?: string;
  /** The Visual Editor's marks on the list, the cards' link text and the button (draft mode only). */
  edit?: { cards?: EditAttrs; linkLabel?: EditAttrs; viewAllLabel?: EditAttrs };
}

/** Project cards with image, tags (+N) and a link to the case study; the list, featured and related grids. */
export function ProjectCardGrid({
  id,
  section,
  cards,
  linkLabel,
  viewAllLabel,
  className = 'bg-surface',
  edit = {},
}: ProjectCardGridProps) {
  if (cards.length === 0) return null;
  return (
    <HeadedSection
      id={id}
      anchor={id}
      dataSection={id}
      section={section}
      className={`scroll-mt-20 py-16 md:py-24 ${className}`}
    >
      <ul aria-label={section.heading} className={`mt-12 gap-6 ${cardGridClass()}`} {...edit.cards}>
        {cards.map((card) => (
          <li key={card.id}>
            <ProjectCard card={card} linkLabel={linkLabel} linkEdit={edit.linkLabel} />
          </li>
        ))}
      </ul>
      {viewAllLabel && (
        <div className="mt-10 text-center">
          <ButtonLink href="/portfolios" variant="outline" {...edit.viewAllLabel}>
            {viewAllLabel}
          </ButtonLink>
        </div>
      )}
    </HeadedSection>
  );
}
