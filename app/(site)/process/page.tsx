import { Hero } from '@/components/sections/hero';
import { ClosingCta } from '@/components/sections/closing-cta';
import { ContactSection } from '@/components/sections/contact-section';
import { getPageHero } from '@/lib/routes/heroes';
import { buildMetadataForPage } from '@/lib/seo';
import { contentPageSeo } from '@/content-fallback/pages/route-copy';

export function generateMetadata() {
  return buildMetadataForPage('process', { ...contentPageSeo.process, path: '/process' });
}

export default async function ProcessPage() {
  const hero = await getPageHero('process', contentPageSeo.process);
  return (
    <>
      <Hero hero={hero} />
      <ClosingCta />
      <ContactSection />
    </>
  );
}
