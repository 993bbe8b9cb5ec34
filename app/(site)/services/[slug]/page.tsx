import { notFound } from 'next/navigation';
import { Hero } from '@/components/sections/hero';
import { LinkCardGrid } from '@/components/sections/link-card-grid';
import { ClosingCta } from '@/components/sections/closing-cta';
import { ContactSection } from '@/components/sections/contact-section';
import { getFeaturedProjects, getServiceBySlug, getServices } from '@/lib/content';
import { SERVICE_PAGE_FEATURED_PROJECTS } from '@/lib/constants';
import { getServiceHero } from '@/lib/routes/heroes';
import { toPortfolioCard } from '@/lib/sections/cards';
import { buildMetadataForPage, buildPageMetadata } from '@/lib/seo';
import { portfoliosCopy, serviceDetailCopy } from '@/content-fallback/pages/route-copy';
import { heroSecondaryActions } from '@/content-fallback/pages/shared-sections';

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
  const service = await getServiceBySlug(slug);
  if (!service) return buildPageMetadata({ title: 'Service Not Found', description: '', path: `/services/${slug}`, noindex: true });
  return buildMetadataForPage(service.slug, {
    title: `${service.title} | Octaacer`,
    description: service.shortDescription,
    path: `/services/${service.slug}`,
  });
}

export default async function ServicePage({ params }: ServicePageProps) {
  const { slug } = await params;
  const service = await getServiceBySlug(slug);
  if (!service) notFound();
  const [hero, featured] = await Promise.all([getServiceHero(service), getFeaturedProjects(SERVICE_PAGE_FEATURED_PROJECTS)]);

  return (
    <>
      <Hero hero={hero} showTrustSignals secondaryActions={[heroSecondaryActions.viewOurWork]} />
      <section aria-labelledby="service-overview-heading" className="bg-white">
        <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6 md:py-20 lg:px-8">
          <h2 id="service-overview-heading" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {serviceDetailCopy.overviewHeading}
          </h2>
          <p className="mt-6 text-lg leading-relaxed text-muted">{service.fullDescription}</p>
        </div>
      </section>
      {featured.length > 0 && (
        <LinkCardGrid
          id="featured-projects"
          heading={serviceDetailCopy.featuredHeading}
          description={serviceDetailCopy.featuredDescription}
          linkLabel={portfoliosCopy.cardLinkLabel}
          className="bg-surface"
          cards={featured.map(toPortfolioCard).map((card) => ({ ...card, tags: card.tags.visible }))}
        />
      )}
      <ClosingCta />
      <ContactSection />
    </>
  );
}
