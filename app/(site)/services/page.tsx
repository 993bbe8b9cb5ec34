import { Hero } from '@/components/sections/hero';
import { LinkCardGrid } from '@/components/sections/link-card-grid';
import { ClosingCta } from '@/components/sections/closing-cta';
import { ContactSection } from '@/components/sections/contact-section';
import { getServices } from '@/lib/content';
import { getPageHero } from '@/lib/routes/heroes';
import { serviceHref } from '@/lib/sections/services-layout';
import { buildMetadataForPage } from '@/lib/seo';
import { servicesOverviewCopy } from '@/content-fallback/pages/route-copy';
import { heroSecondaryActions } from '@/content-fallback/pages/shared-sections';

export function generateMetadata() {
  return buildMetadataForPage('services', {
    title: 'Services | Octaacer',
    description: 'Business automation, AI development, product development, cloud, DevOps, web and mobile, UI/UX and social media.',
    path: '/services',
  });
}

export default async function ServicesPage() {
  const [hero, services] = await Promise.all([getPageHero('services', servicesOverviewCopy.heroDefaults), getServices()]);
  return (
    <>
      <Hero hero={hero} secondaryActions={[heroSecondaryActions.viewOurWork]} />
      <LinkCardGrid
        id="all-services"
        heading={servicesOverviewCopy.list.heading}
        description={servicesOverviewCopy.list.description}
        linkLabel={servicesOverviewCopy.cardLinkLabel}
        cards={services.map((service) => ({
          id: service.id,
          title: service.title,
          description: service.shortDescription,
          href: serviceHref(service),
        }))}
      />
      <ClosingCta />
      <ContactSection />
    </>
  );
}
