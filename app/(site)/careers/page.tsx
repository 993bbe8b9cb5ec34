import { Hero } from '@/components/sections/hero';
import { ClosingCta } from '@/components/sections/closing-cta';
import { ContactSection } from '@/components/sections/contact-section';
import { AnimateOnView } from '@/components/careers/animate-on-view';
import {
  CareersBenefits,
  HiringProcess,
  OpenPositions,
} from '@/components/careers/careers-sections';
import { getJobs, getSiteConfig } from '@/lib/content';
import { resumeMailto, toJobCard } from '@/lib/routes/careers';
import { getPageHero, withIllustration } from '@/lib/routes/heroes';
import { pageHeroIllustrations } from '@/content-fallback/pages/detail-copy';
import { buildMetadataForPage } from '@/lib/seo';
import { contentPageSeo } from '@/content-fallback/pages/route-copy';

export function generateMetadata() {
  return buildMetadataForPage('careers', { ...contentPageSeo.careers, path: '/careers' });
}

export default async function CareersPage() {
  const [hero, jobs] = await Promise.all([
    getPageHero('careers', contentPageSeo.careers),
    getJobs(),
  ]);
  const { careersEmail } = getSiteConfig();

  return (
    <>
      {/* The hero button jumps to #open-positions (spec 02 §2). */}
      <Hero
        {...withIllustration(
          { ...hero, ctaLink: '#open-positions' },
          pageHeroIllustrations.careers,
        )}
      />
      <OpenPositions
        jobs={jobs.map((job) => toJobCard(job, careersEmail))}
        resumeHref={resumeMailto(careersEmail)}
      />
      <CareersBenefits />
      <HiringProcess />
      <ClosingCta />
      <ContactSection />
      <AnimateOnView />
    </>
  );
}
