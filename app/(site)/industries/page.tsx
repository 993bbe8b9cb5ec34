import { Hero } from '@/components/sections/hero';
import { IndustryCardGrid } from '@/components/industries/industry-card-grid';
import { ClosingCta } from '@/components/sections/closing-cta';
import { ContactSection } from '@/components/sections/contact-section';
import { getIndustries } from '@/lib/content';
import { getPageHero, withIllustration } from '@/lib/routes/heroes';
import { toIndustryCard } from '@/lib/sections/cards';
import { buildMetadataForPage } from '@/lib/seo';
import { industriesOverviewCopy } from '@/content-fallback/pages/route-copy';
import { pageHeroIllustrations } from '@/content-fallback/pages/detail-copy';

export function generateMetadata() {
  return buildMetadataForPage('industries', { ...industriesOverviewCopy.seo, path: '/industries' });
}

export default async function IndustriesPage() {
  const [hero, industries] = await Promise.all([
    getPageHero('industries', industriesOverviewCopy.seo),
    getIndustries(),
  ]);
  return (
    <>
      <Hero {...withIllustration(hero, pageHeroIllustrations.industries)} />
      <IndustryCardGrid
        heading={industriesOverviewCopy.list.heading}
        description={industriesOverviewCopy.list.description}
        linkLabel={industriesOverviewCopy.cardLinkLabel}
        cards={industries.map(toIndustryCard)}
      />
      <ClosingCta />
      <ContactSection />
    </>
  );
}
