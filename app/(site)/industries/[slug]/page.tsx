import { redirect, RedirectType } from 'next/navigation';
import { Hero } from '@/components/sections/hero';
import { TechnologyCategoriesSection } from '@/components/sections/technology-categories';
import { ClosingCta } from '@/components/sections/closing-cta';
import { ContactSection } from '@/components/sections/contact-section';
import { IndustryOverview } from '@/components/industries/industry-overview';
import { ChallengesSolutions } from '@/components/industries/challenges-solutions';
import { IndustryServices } from '@/components/industries/industry-services';
import { SuccessStories } from '@/components/industries/success-stories';
import { getIndustries } from '@/lib/content';
import { getIndustryDetail } from '@/lib/content/detail-pages';
import { ILLUSTRATION_SIZE } from '@/lib/constants';
import { industryHero } from '@/lib/routes/heroes';
import { buildPageMetadata } from '@/lib/seo';
import { industryDetailCopy } from '@/content-fallback/pages/route-copy';

interface IndustryPageProps {
  params: Promise<{ slug: string }>;
}

// Industries added in the CMS after the build still get a page on first request.
export const dynamicParams = true;

export async function generateStaticParams() {
  return (await getIndustries()).map((industry) => ({ slug: industry.slug }));
}

export async function generateMetadata({ params }: IndustryPageProps) {
  const { slug } = await params;
  const industry = await getIndustryDetail(slug);
  if (!industry)
    return buildPageMetadata({
      title: industryDetailCopy.notFoundSeoTitle,
      description: '',
      path: '/industries',
    });
  return buildPageMetadata({
    title: industryDetailCopy.seoTitle(industry.title),
    description: industry.shortDescription,
    path: `/industries/${industry.slug}`,
  });
}

/** Spec 02 §2 'Industry detail': hero, overview, challenges and solutions, services, technology, stories, CTA, contact. */
export default async function IndustryPage({ params }: IndustryPageProps) {
  const { slug } = await params;
  const industry = await getIndustryDetail(slug);
  // Spec 02 §2/§4: an unknown slug replaces itself with the overview; an alias with its canonical page.
  if (!industry) redirect('/industries', RedirectType.replace);
  if (industry.slug !== slug) redirect(`/industries/${industry.slug}`, RedirectType.replace);
  const quoteHref = `/quote?industry=${encodeURIComponent(industry.id)}`;

  return (
    <>
      <Hero
        hero={{ ...industryHero(industry), heroImage: industry.heroBannerUrl, heroImageAlt: '' }}
        heroImageSize={ILLUSTRATION_SIZE.banner}
      />
      {industry.overview && <IndustryOverview overview={industry.overview} />}
      {industry.challengesSolutions && <ChallengesSolutions data={industry.challengesSolutions} />}
      {industry.services && <IndustryServices data={industry.services} quoteHref={quoteHref} />}
      {industry.technologies && (
        <TechnologyCategoriesSection
          id="industry-technologies"
          section={{
            heading: industry.technologies.sectionTitle,
            description: industry.technologies.sectionDescription,
          }}
          categories={industry.technologies.categories}
        />
      )}
      {industry.successStories && <SuccessStories data={industry.successStories} />}
      <ClosingCta />
      <ContactSection />
    </>
  );
}
