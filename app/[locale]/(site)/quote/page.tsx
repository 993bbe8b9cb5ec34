import { Hero } from '@/components/sections/hero';
import { ClosingCta } from '@/components/sections/closing-cta';
import { ContactSection } from '@/components/sections/contact-section';
import { getIndustryBySlug } from '@/lib/content';
import { withIllustration } from '@/lib/routes/heroes';
import { buildPageMetadata } from '@/lib/seo';
import { pageHeroIllustrations } from '@/content-fallback/pages/detail-copy';
import { contentPageSeo, quotePageCopy } from '@/content-fallback/pages/route-copy';

// A placeholder: kept out of search results until the quote tool exists.
export const metadata = buildPageMetadata({
  ...contentPageSeo.quote,
  path: '/quote',
  noindex: true,
});

interface QuotePageProps {
  searchParams: Promise<{ industry?: string | string[] }>;
}

export default async function QuotePage({ searchParams }: QuotePageProps) {
  const { industry: industryParam } = await searchParams;
  const industryId = Array.isArray(industryParam) ? industryParam[0] : industryParam;
  // Industry calls to action link here as /quote?industry={id}.
  const industry = industryId ? await getIndustryBySlug(industryId) : undefined;

  return (
    <>
      <Hero
        {...withIllustration(
          {
            id: 'hero-quote',
            key: 'quote',
            title: quotePageCopy.title,
            titlePrimary: quotePageCopy.titlePrimary,
            description: quotePageCopy.description,
            labelText: industry ? quotePageCopy.industryLabel : undefined,
            labelInformation: industry?.title,
            buttonTitle: quotePageCopy.buttonTitle,
            ctaLink: '/contact',
            showClientLogos: false,
            showTrustSignals: false,
          },
          pageHeroIllustrations.quote,
        )}
      />
      <ClosingCta />
      <ContactSection />
    </>
  );
}
