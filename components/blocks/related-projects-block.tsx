import { ProjectCardGrid } from '@/components/portfolio/project-card-grid';
import type { BlockData } from '@/lib/blocks/catalog';
import { getProjects } from '@/lib/content';
import { getProjectDetail } from '@/lib/content/detail-pages';
import { portfolioSlugFromTitle, splitTags, type PortfolioCardModel } from '@/lib/sections/cards';
import { limitRelatedProjects } from '@/lib/sections/detail-limits';
import type { BlockPage } from './block-page';

/** Up to three projects sharing technologies with the page's project, each with at most 3 tags. */
export async function RelatedProjectsBlock({
  id,
  data,
  page,
}: {
  id: string;
  data: BlockData<'related_projects'>;
  page: BlockPage;
}) {
  const [project, projects] = await Promise.all([getProjectDetail(page.slug), getProjects()]);
  // The record names which projects are related; their cards show those projects as they are now.
  const current = new Map(projects.map((candidate) => [candidate.slug, candidate]));
  const related = (project?.relatedProjects.projects ?? []).map((entry) => {
    const live = current.get(entry.slug);
    return live
      ? {
          ...entry,
          title: live.title,
          description: live.shortDescription,
          imagePath: live.imagePath,
          tags: live.tags,
        }
      : entry;
  });
  const cards: PortfolioCardModel[] = limitRelatedProjects(related).map((related) => ({
    id: related.id,
    title: related.title,
    description: related.description,
    href: `/portfolios/${related.slug || portfolioSlugFromTitle(related.title)}`,
    imagePath: related.imagePath,
    imageAlt: related.title,
    tags: splitTags(related.tags),
  }));
  return (
    <ProjectCardGrid
      id={data.anchor ?? id}
      section={{ heading: data.heading }}
      cards={cards}
      linkLabel={data.linkLabel}
      viewAllLabel={data.viewAllLabel}
      className="bg-white"
    />
  );
}
