import Link from 'next/link';
import { redirect } from 'next/navigation';
import { Hero } from '@/components/sections/hero';
import { LinkCardGrid } from '@/components/sections/link-card-grid';
import { ClosingCta } from '@/components/sections/closing-cta';
import { ContactSection } from '@/components/sections/contact-section';
import { getProjectBySlug, getProjects } from '@/lib/content';
import { PORTFOLIO } from '@/lib/constants';
import { projectHero } from '@/lib/routes/heroes';
import { toPortfolioCard } from '@/lib/sections/cards';
import { buildPageMetadata } from '@/lib/seo';
import { portfoliosCopy, projectDetailCopy } from '@/content-fallback/pages/route-copy';

interface ProjectPageProps {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = true;

export async function generateStaticParams() {
  return (await getProjects()).map((project) => ({ slug: project.slug }));
}

export async function generateMetadata({ params }: ProjectPageProps) {
  const { slug } = await params;
  const project = await getProjectBySlug(slug);
  if (!project) return buildPageMetadata({ ...portfoliosCopy.seo, path: '/portfolios' });
  return buildPageMetadata({
    title: `${project.title} | Portfolio`,
    description: project.shortDescription,
    path: `/portfolios/${project.slug}`,
    openGraphType: 'article',
  });
}

export default async function ProjectPage({ params }: ProjectPageProps) {
  const { slug } = await params;
  const project = await getProjectBySlug(slug);
  // Spec 02 §2: an unknown project lands on the portfolio list.
  if (!project) redirect('/portfolios');
  const related = (await getProjects())
    .filter((candidate) => candidate.slug !== project.slug)
    .slice(0, PORTFOLIO.relatedProjectsMax)
    .map(toPortfolioCard)
    .map((card) => ({ ...card, tags: card.tags.visible.slice(0, PORTFOLIO.relatedProjectTagsMax) }));

  return (
    <>
      <Hero hero={projectHero(project)} />
      <section id="overview" aria-labelledby="project-overview-heading" className="scroll-mt-20 bg-white">
        <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6 md:py-20 lg:px-8">
          <h2 id="project-overview-heading" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {projectDetailCopy.overviewHeading}
          </h2>
          <p className="mt-6 text-lg leading-relaxed text-muted">{project.description}</p>
          {project.tags.length > 0 && (
            <>
              <h3 className="mt-10 text-xl font-semibold text-ink">{projectDetailCopy.technologiesHeading}</h3>
              <ul className="mt-4 flex flex-wrap gap-2">
                {project.tags.map((tag) => (
                  <li key={tag} className="rounded-full bg-primary-light px-3 py-1 text-sm font-medium text-primary-dark">
                    {tag}
                  </li>
                ))}
              </ul>
            </>
          )}
          {project.link && (
            <a
              href={project.link}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-8 inline-flex font-semibold text-primary-dark underline underline-offset-4 hover:text-primary"
            >
              {projectDetailCopy.liveLinkLabel}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
        </div>
      </section>
      <ClosingCta />
      {related.length > 0 && (
        <>
          <LinkCardGrid
            id="related-projects"
            heading={projectDetailCopy.relatedHeading}
            linkLabel={portfoliosCopy.cardLinkLabel}
            className="bg-surface"
            cards={related}
          />
          <div className="bg-surface pb-16 text-center">
            <Link href="/portfolios" className="inline-flex rounded-full bg-primary px-6 py-3 font-semibold text-white hover:bg-primary-dark">
              {projectDetailCopy.viewAllLabel}
            </Link>
          </div>
        </>
      )}
      <ContactSection />
    </>
  );
}
