import { Hero } from '@/components/sections/hero';
import { ClosingCta } from '@/components/sections/closing-cta';
import { ContactSection } from '@/components/sections/contact-section';
import { getPageHero } from '@/lib/routes/heroes';
import { buildMetadataForPage } from '@/lib/seo';
import { contentPageSeo } from '@/content-fallback/pages/route-copy';

export function generateMetadata() {
  return buildMetadataForPage('about', { ...contentPageSeo.about, path: '/about' });
}

export default async function AboutPage() {
  const hero = await getPageHero('about', contentPageSeo.about);
  return (
    <>
      <Hero hero={hero} />
      <ClosingCta />
      <ContactSection />
    </>
  );
}
