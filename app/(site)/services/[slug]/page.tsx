import { notFound } from 'next/navigation';
import { Hero } from '@/components/sections/hero';
import { StatsHighlight } from '@/components/sections/stats-highlight';
import { ContentCardsSection } from '@/components/sections/content-cards';
import { ServiceShowcase } from '@/components/sections/service-showcase';
import { CoreFeaturesSection } from '@/components/sections/core-features';
import { IconBenefitCardsSection } from '@/components/sections/icon-benefit-cards';
import { ProcessFlowSection } from '@/components/sections/process-flow';
import { TechListSection } from '@/components/sections/tech-list';
import { ReviewsSection } from '@/components/sections/reviews';
import { ClosingCta } from '@/components/sections/closing-cta';
import { ContactSection } from '@/components/sections/contact-section';
import { AutomationPlatformsSection } from '@/components/services/automation-platforms';
import { SocialPlatformsSection } from '@/components/services/social-platforms';
import { ProjectCardGrid } from '@/components/portfolio/project-card-grid';
import {
  getFeaturedProjects,
  getReviews,
  getReviewSummary,
  getSchedulerUrl,
  getServices,
} from '@/lib/content';
import { getServicePage } from '@/lib/content/detail-pages';
import { getServiceHero, withIllustration } from '@/lib/routes/heroes';
import { toPortfolioCard } from '@/lib/sections/cards';
import { buildMetadataForPage, buildPageMetadata } from '@/lib/seo';
import { heroSecondaryActions } from '@/content-fallback/pages/shared-sections';
import { serviceSectionCopy } from '@/content-fallback/pages/detail-copy';
import { serviceDetailCopy } from '@/content-fallback/pages/route-copy';

interface ServicePageProps {
  params: Promise<{ slug: string }>;
}

// Services added in the CMS after the build still get a page on first request.
export const dynamicParams = true;

export async function generateStaticParams() {
  return (await getServices()).map((service) => ({ slug: service.slug }));
}

export async function generateMetadata({ params }: ServicePageProps) {
  const { slug } = await params;
  const page = await getServicePage(slug);
  if (!page)
    return buildPageMetadata({
      title: serviceDetailCopy.notFoundSeoTitle,
      description: '',
      path: `/services/${slug}`,
      noindex: true,
    });
  const { service } = page;
  return buildMetadataForPage(service.slug, {
    title: serviceDetailCopy.seoTitle(service.title),
    description: service.shortDescription,
    path: `/services/${service.slug}`,
  });
}

/** Spec 02 §2 'Service pages': hero, stats, content cards, the page's own sections, process, tech list, work, reviews, CTA, contact. */
export default async function ServicePage({ params }: ServicePageProps) {
  const { slug } = await params;
  const page = await getServicePage(slug);
  if (!page) notFound();
  const { service, detail } = page;
  const [hero, featured, reviews, schedulerUrl] = await Promise.all([
    getServiceHero(service),
    getFeaturedProjects(detail.featuredProjectLimit),
    getReviews(),
    getSchedulerUrl(),
  ]);

  return (
    <>
      <Hero
        {...withIllustration(hero, detail.heroImage)}
        showTrustSignals
        secondaryActions={[heroSecondaryActions.viewOurWork]}
      />
      <StatsHighlight label={serviceSectionCopy.statsLabel} stats={detail.stats} />
      <ContentCardsSection
        id="service-content"
        section={detail.contentCards.section}
        cards={detail.contentCards.cards}
      />
      {detail.showcase && <ServiceShowcase set={detail.showcase} />}
      {detail.platforms && (
        <AutomationPlatformsSection
          section={detail.platforms.section}
          categories={detail.platforms.categories}
        />
      )}
      {detail.socialPlatforms && (
        <SocialPlatformsSection
          section={detail.socialPlatforms.section}
          platforms={detail.socialPlatforms.platforms}
        />
      )}
      {detail.coreFeatures && (
        <CoreFeaturesSection
          id="core-features"
          section={detail.coreFeatures.section}
          cards={detail.coreFeatures.cards}
        />
      )}
      {detail.iconBenefits && (
        <IconBenefitCardsSection
          id="icon-benefits"
          section={detail.iconBenefits.section}
          cards={detail.iconBenefits.cards}
        />
      )}
      <ProcessFlowSection
        id="service-process"
        section={detail.process.section}
        steps={detail.process.steps}
      />
      <TechListSection
        id="service-tech"
        section={detail.techList.section}
        data={detail.techList.data}
        schedulerUrl={schedulerUrl}
      />
      <ProjectCardGrid
        id="featured-projects"
        section={serviceSectionCopy.featured}
        cards={featured.map(toPortfolioCard)}
        linkLabel={serviceSectionCopy.featuredLinkLabel}
        viewAllLabel={serviceSectionCopy.viewAllProjects}
      />
      <ReviewsSection
        id="service-reviews"
        section={serviceSectionCopy.reviews}
        reviews={reviews}
        summary={getReviewSummary()}
      />
      <ClosingCta
        copy={{ heading: serviceSectionCopy.cta.heading, text: serviceSectionCopy.cta.description }}
      />
      <ContactSection />
    </>
  );
}
