import { ButtonLink } from '@/components/ui/button';
import { Hero } from '@/components/sections/hero';
import { ClosingCta } from '@/components/sections/closing-cta';
import { ContactSection } from '@/components/sections/contact-section';
import { ProjectCardGrid } from '@/components/portfolio/project-card-grid';
import { ScrollToHash } from '@/components/ui/scroll-to-hash';
import { getProjects } from '@/lib/content';
import { getPageHero, withIllustration } from '@/lib/routes/heroes';
import { toPortfolioCard } from '@/lib/sections/cards';
import { buildMetadataForPage } from '@/lib/seo';
import { portfoliosCopy } from '@/content-fallback/pages/route-copy';
import { pageHeroIllustrations } from '@/content-fallback/pages/detail-copy';
import { PORTFOLIO } from '@/lib/constants';

export function generateMetadata() {
  return buildMetadataForPage('portfolios', { ...portfoliosCopy.seo, path: '/portfolios' });
}

/** Spec 02 §2 'Portfolio list': hero, every project (#all), one more section, the closing sections. */
export default async function PortfoliosPage() {
  const [hero, projects] = await Promise.all([
    getPageHero('portfolios', portfoliosCopy.seo),
    getProjects(),
  ]);
  return (
    <>
      <Hero {...withIllustration(hero, pageHeroIllustrations.portfolios)} />
      {/* All projects, not only the featured ones (spec 02 §2); #all is linked from elsewhere. */}
      <ProjectCardGrid
        id="all"
        section={{
          heading: portfoliosCopy.all.heading,
          description: portfoliosCopy.all.description,
        }}
        cards={projects.map(toPortfolioCard)}
        linkLabel={portfoliosCopy.cardLinkLabel}
        className="bg-white"
      />
      <ScrollToHash targetId="all" delayMs={PORTFOLIO.hashScrollDelayMs} />
      <section aria-labelledby="portfolio-industries-heading" className="bg-surface">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:px-8">
          <h2
            id="portfolio-industries-heading"
            className="text-ink text-3xl font-bold tracking-tight"
          >
            {portfoliosCopy.industries.heading}
          </h2>
          <p className="text-muted mt-3 text-lg">{portfoliosCopy.industries.description}</p>
          <ButtonLink href="/industries" variant="outline" className="mt-6">
            {portfoliosCopy.industries.linkLabel}
          </ButtonLink>
        </div>
      </section>
      <ClosingCta />
      <ContactSection />
    </>
  );
}
