import { ProjectCardGrid } from '@/components/portfolio/project-card-grid';
import type { BlockData } from '@/blocks/catalog';
import { getFeaturedProjects, getProjects } from '@/lib/content';
import { getProjectDetail } from '@/lib/content/detail-pages';
import {
  portfolioSlugFromTitle,
  splitTags,
  toPortfolioCard,
  type PortfolioCardModel,
} from '@/lib/sections/cards';
import { limitRelatedProjects } from '@/lib/sections/detail-limits';
import type { BlockPage } from '../block-page';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';

type Data = BlockData<'related_projects'>;

/** Featured projects shown when the block sets no limit. */
const DEFAULT_FEATURED_LIMIT = 6;

/** Up to three projects sharing technologies with the page's project, each with at most 3 tags. */
async function relatedCards(slug: string): Promise<PortfolioCardModel[]> {
  const [project, projects] = await Promise.all([getProjectDetail(slug), getProjects()]);
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
          imageFocus: live.imageFocus,
          imagePlaceholder: live.imagePlaceholder,
          tags: live.tags,
        }
      : { ...entry, imageFocus: undefined, imagePlaceholder: undefined };
  });
  return limitRelatedProjects(related).map((related) => ({
    id: related.id,
    title: related.title,
    description: related.description,
    href: `/portfolios/${related.slug || portfolioSlugFromTitle(related.title)}`,
    imagePath: related.imagePath,
    ...(related.imageFocus ? { imageFocus: related.imageFocus } : {}),
    ...(related.imagePlaceholder ? { imagePlaceholder: related.imagePlaceholder } : {}),
    imageAlt: related.title,
    tags: splitTags(related.tags),
  }));
}

/**
 * Project cards: a case study's related projects on white, the featured projects up to the
 * block's limit on grey (a service page's recent work), or every project on white (the portfolio).
 */
export async function RelatedProjectsBlock({
  id,
  data,
  page,
  editable = notEditable,
}: {
  id: string;
  data: Data;
  page: BlockPage;
  editable?: Editable<Data>;
}) {
  const featured = data.variant === 'featured';
  const cards =
    data.variant === 'all'
      ? (await getProjects()).map(toPortfolioCard)
      : featured
        ? (await getFeaturedProjects(data.limit ?? DEFAULT_FEATURED_LIMIT)).map(toPortfolioCard)
        : await relatedCards(page.slug);
  return (
    <ProjectCardGrid
      id={data.anchor ?? id}
      section={{
        heading: data.heading,
        highlightedText: data.highlight,
        description: data.description,
        edit: { title: editable(['heading', 'highlight']), description: editable('description') },
      }}
      cards={cards}
      linkLabel={data.linkLabel}
      viewAllLabel={data.viewAllLabel}
      // The cards are the Projects collection's; the block chooses which and how many.
      edit={{
        cards: editable(['variant', 'limit']),
        linkLabel: editable('linkLabel'),
        viewAllLabel: editable('viewAllLabel'),
      }}
      className={featured ? 'bg-surface' : 'bg-white'}
    />
  );
}
