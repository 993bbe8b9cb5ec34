import { redirect, RedirectType } from 'next/navigation';
import { Hero } from '@/components/sections/hero';
import { TechnologyCategoriesSection } from '@/components/sections/technology-categories';
import { CtaBand } from '@/components/sections/cta-band';
import { ContactSection } from '@/components/sections/contact-section';
import { ProjectOverview } from '@/components/portfolio/project-overview';
import { ChallengeSolution, KeyFeatures } from '@/components/portfolio/challenge-solution';
import { ProjectResults } from '@/components/portfolio/project-results';
import { ProjectGallery } from '@/components/portfolio/project-gallery';
import { ProjectCardGrid } from '@/components/portfolio/project-card-grid';
import { getProjects } from '@/lib/content';
import { getProjectDetail } from '@/lib/content/detail-pages';
import { ILLUSTRATION_SIZE } from '@/lib/constants';
import { projectHero } from '@/lib/routes/heroes';
import { portfolioSlugFromTitle, splitTags, type PortfolioCardModel } from '@/lib/sections/cards';
import { limitRelatedProjects } from '@/lib/sections/detail-limits';
import { buildPageMetadata } from '@/lib/seo';
import { portfoliosCopy } from '@/content-fallback/pages/route-copy';
import { projectSectionCopy as copy } from '@/content-fallback/pages/detail-copy';
import type { ProjectDetail } from '@/lib/content/types';

interface ProjectPageProps {
  params: Promise<{ slug: string }>;
}

// Projects added in the CMS after the build still get a page on first request.
export const dynamicParams = true;

export async function generateStaticParams() {
  return (await getProjects()).map((project) => ({ slug: project.slug }));
}

export async function generateMetadata({ params }: ProjectPageProps) {
  const { slug } = await params;
  const project = await getProjectDetail(slug);
  if (!project) return buildPageMetadata({ ...portfoliosCopy.seo, path: '/portfolios' });
  return buildPageMetadata({
    title: `${project.title} | Portfolio`,
    description: project.shortDescription,
    path: `/portfolios/${project.slug}`,
    openGraphType: 'article',
  });
}

/** Related projects as cards: at most 3, each with at most 3 tags (spec 02 §9). */
function relatedCards(project: ProjectDetail): PortfolioCardModel[] {
  return limitRelatedProjects(project.relatedProjects.projects).map((related) => ({
    id: related.id,
    title: related.title,
    description: related.description,
    href: `/portfolios/${related.slug || portfolioSlugFromTitle(related.title)}`,
    imagePath: related.imagePath,
    imageAlt: related.title,
    tags: splitTags(related.tags),
  }));
}

/** Spec 02 §2 'Portfolio detail', sections in the spec's order. */
export default async function ProjectPage({ params }: ProjectPageProps) {
  const { slug } = await params;
  const project = await getProjectDetail(slug);
  // Spec 02 §2: an unknown project replaces itself with the portfolio list.
  if (!project) redirect('/portfolios', RedirectType.replace);
  const related = relatedCards(project);

  return (
    <>
      <Hero
        hero={{ ...projectHero(project), heroImage: project.heroBannerUrl, heroImageAlt: '' }}
        heroImageSize={ILLUSTRATION_SIZE.project}
      />
      <ProjectOverview project={project} />
      {project.challengeSolution && <ChallengeSolution data={project.challengeSolution} />}
      {project.challengeSolution && (
        <KeyFeatures features={project.challengeSolution.keyFeatures} />
      )}
      <TechnologyCategoriesSection
        id="project-technologies"
        section={{ heading: copy.technologiesHeading }}
        categories={project.technologies.categories}
      />
      {project.results && <ProjectResults results={project.results} />}
      <ProjectGallery images={project.gallery.images} />
      <CtaBand id="project-cta" {...project.callToAction} />
      <ProjectCardGrid
        id="related-projects"
        section={{ heading: project.relatedProjects.sectionTitle }}
        cards={related}
        linkLabel={copy.cardLinkLabel}
        viewAllLabel={copy.viewAllLabel}
        className="bg-white"
      />
      <ContactSection />
    </>
  );
}
