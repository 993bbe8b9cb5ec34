import { Hero } from '@/components/sections/hero';
import { ContactSection } from '@/components/sections/contact-section';
import { RevealObserver } from '@/components/ui/reveal-observer';
import { pageHeroIllustrations } from '@/content-fallback/pages/detail-copy';
import { heroSecondaryActions } from '@/content-fallback/pages/shared-sections';
import { homeCopy } from '@/content-fallback/home';
import {
  getFeaturedProjects,
  getHeroSection,
  getIndustries,
  getReviewSummary,
  getSchedulerUrl,
  getServices,
  getTestimonials,
} from '@/lib/content';
import { TYPEWRITER } from '@/lib/constants';
import { withIllustration } from '@/lib/routes/heroes';
import { featuredPortfolioCards, toIndustryCard } from '@/lib/sections/cards';
import { resolveCtaLink } from '@/lib/sections/cta-link';
import { Capabilities } from './capabilities';
import { ExpertAdviceBanner } from './expert-advice-banner';
import { FeaturedPortfolio } from './featured-portfolio';
import { IndustriesGrid } from './industries-grid';
import { PlatformTiles } from './platform-tiles';
import { ReadyToScale } from './ready-to-scale';
import { ServicesGrid } from './services-grid';
import { Testimonials } from './testimonials';
import { WhyUs } from './why-us';

/** The home screen in the spec's order (01 §2 'Home screen order'). */
export async function HomePage() {
  const [hero, services, projects, industries, testimonials, schedulerUrl] = await Promise.all([
    getHeroSection('home'),
    getServices(),
    getFeaturedProjects(),
    getIndustries(),
    getTestimonials(),
    getSchedulerUrl(),
  ]);

  return (
    <>
      {hero && (
        <Hero
          {...withIllustration(hero, pageHeroIllustrations.home)}
          typewriterDelayMs={TYPEWRITER.homeDelayMs}
          showTrustSignals
          secondaryActions={[heroSecondaryActions.viewOurWork, heroSecondaryActions.discoverMore]}
        />
      )}
      <Capabilities copy={homeCopy.capabilities} />
      <PlatformTiles copy={homeCopy.platforms} />
      <ServicesGrid copy={homeCopy.services} services={services} />
      <FeaturedPortfolio copy={homeCopy.portfolio} cards={featuredPortfolioCards(projects)} />
      <WhyUs copy={homeCopy.whyUs} />
      <IndustriesGrid copy={homeCopy.industries} cards={industries.map(toIndustryCard)} />
      <Testimonials copy={homeCopy.testimonials} testimonials={testimonials} />
      <ExpertAdviceBanner
        copy={homeCopy.expertAdvice}
        summary={getReviewSummary()}
        cta={resolveCtaLink(homeCopy.expertAdvice.ctaLink ?? schedulerUrl, schedulerUrl)}
      />
      <ReadyToScale copy={homeCopy.readyToScale} />
      <div className="hidden lg:block" data-home-section="contact">
        <ContactSection />
      </div>
      <RevealObserver />
    </>
  );
}
