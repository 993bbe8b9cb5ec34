import { Hero } from '@/components/sections/hero';
import { ServiceCardGrid } from '@/components/services/service-card-grid';
import { ClosingCta } from '@/components/sections/closing-cta';
import { ContactSection } from '@/components/sections/contact-section';
import { getServices } from '@/lib/content';
import { getPageHero, withIllustration } from '@/lib/routes/heroes';
import { buildMetadataForPage } from '@/lib/seo';
import { servicesOverviewCopy } from '@/content-fallback/pages/route-copy';
import { heroSecondaryActions } from '@/content-fallback/pages/shared-sections';
import { pageHeroIllustrations, serviceListCopy } from '@/content-fallback/pages/detail-copy';

export function generateMetadata() {
  return buildMetadataForPage('services', {
    ...servicesOverviewCopy.seo,
    path: '/services',
  });
}

export default async function ServicesPage() {
  const [hero, services] = await Promise.all([
    getPageHero('services', servicesOverviewCopy.heroDefaults),
    getServices(),
  ]);
  return (
    <>
      <Hero
        {...withIllustration(hero, pageHeroIllustrations.services)}
        secondaryActions={[heroSecondaryActions.viewOurWork]}
      />
      <ServiceCardGrid
        heading={serviceListCopy.heading}
        description={servicesOverviewCopy.list.description}
        linkLabel={servicesOverviewCopy.cardLinkLabel}
        services={services}
      />
      <ClosingCta />
      <ContactSection />
    </>
  );
}
