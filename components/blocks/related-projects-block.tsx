import { ProjectCardGrid } from '@/components/portfolio/project-card-grid';
import type { BlockData } from '@/lib/blocks/catalog';
import { getFeaturedProjects, getProjects } from '@/lib/content';
import { getProjectDetail } from '@/lib/content/detail-pages';
import {
  portfolioSlugFromTitle,
  splitTags,
  toPortfolioCard,
  type PortfolioCardModel,
} from '@/lib/sections/cards';
import { limitRelatedProjects } from '@/lib/sections/detail-limits';
import type { BlockPage } from './block-page';

type Data = BlockData<'related_projects'>;

/** Featured projects shown when the block sets no limit. */
const DEFAULT_FEATURED_LIMIT = 6;

/** The projects marked featured, up to the block's limit, on grey (a service page's recent work). */
async function FeaturedProjects({ id, data }: { id: string; data: Data }) {
  const featured = await getFeaturedProjects(data.limit ?? DEFAULT_FEATURED_LIMIT);
  return (
    <ProjectCardGrid
      id={data.anchor ?? id}
      section={{
        heading: data.heading,
        highlightedText: data.highlight,
        description: data.description,
      }}
      cards={featured.map(toPortfolioCard)}
      linkLabel={data.linkLabel}
      viewAllLabel={data.viewAllLabel}
    />
  );
}

/** Up to three projects sharing technologies with the page's project, each with at most 3 tags. */
export async function RelatedProjectsBlock({
  id,
  data,
  page,
}: {
  id: string;
  data: Data;
  page: BlockPage;
}) {
  if (data.variant === 'featured') return <FeaturedProjects id={id} data={data} />;
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
      section={{
        heading: data.heading,
        highlightedText: data.highlight,
        description: data.description,
      }}
      cards={cards}
      linkLabel={data.linkLabel}
      viewAllLabel={data.viewAllLabel}
      className="bg-white"
    />
  );
}
