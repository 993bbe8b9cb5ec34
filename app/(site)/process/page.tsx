import { Hero } from '@/components/sections/hero';
import { ClosingCta } from '@/components/sections/closing-cta';
import { ContactSection } from '@/components/sections/contact-section';
import { IndustryChips, OctaFramework } from '@/components/process/octa-framework';
import { RevealObserver } from '@/components/ui/reveal-observer';
import { getSchedulerUrl } from '@/lib/content';
import { getPageHero, withIllustration } from '@/lib/routes/heroes';
import { pageHeroIllustrations } from '@/content-fallback/pages/detail-copy';
import { buildMetadataForPage } from '@/lib/seo';
import { contentPageSeo } from '@/content-fallback/pages/route-copy';

export function generateMetadata() {
  return buildMetadataForPage('process', { ...contentPageSeo.process, path: '/process' });
}

export default async function ProcessPage() {
  const [hero, schedulerUrl] = await Promise.all([
    getPageHero('process', contentPageSeo.process),
    getSchedulerUrl(),
  ]);
  return (
    <>
      <Hero {...withIllustration(hero, pageHeroIllustrations.process)} />
      <OctaFramework schedulerUrl={schedulerUrl} />
      <IndustryChips />
      {/* The final pair of calls to action: Schedule A Call and Get Started Now. */}
      <ClosingCta />
      <ContactSection />
      <RevealObserver />
    </>
  );
}
