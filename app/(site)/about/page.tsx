import { Hero } from '@/components/sections/hero';
import { ClosingCta } from '@/components/sections/closing-cta';
import { ContactSection } from '@/components/sections/contact-section';
import { AboutCounters } from '@/components/about/about-counters';
import {
  AboutClosingCta,
  AboutSectionLinks,
  CompanyValues,
  GlobalFootprint,
  Journey,
  MissionVision,
} from '@/components/about/about-sections';
import { RevealObserver } from '@/components/ui/reveal-observer';
import { getSchedulerUrl } from '@/lib/content';
import { getPageHero } from '@/lib/routes/heroes';
import { buildMetadataForPage } from '@/lib/seo';
import { aboutCopy } from '@/content-fallback/pages/about';
import { contentPageSeo } from '@/content-fallback/pages/route-copy';

export function generateMetadata() {
  return buildMetadataForPage('about', { ...contentPageSeo.about, path: '/about' });
}

export default async function AboutPage() {
  const [hero, quoteUrl] = await Promise.all([
    getPageHero('about', contentPageSeo.about),
    getSchedulerUrl(),
  ]);
  return (
    <>
      <div className="about-hero-reveal">
        {/* The values mark fills the hero's visual column unless the CMS hero has an image. */}
        <Hero
          hero={{
            ...hero,
            heroImage: hero.heroImage ?? aboutCopy.heroImage,
            heroImageAlt: hero.heroImageAlt ?? '',
          }}
        >
          <AboutCounters stats={aboutCopy.stats} />
          <div className="mt-6">
            <AboutSectionLinks />
          </div>
        </Hero>
      </div>
      <MissionVision />
      <CompanyValues />
      <GlobalFootprint />
      <Journey />
      <AboutClosingCta quoteUrl={quoteUrl} />
      <ClosingCta />
      <ContactSection />
      <RevealObserver />
    </>
  );
}
