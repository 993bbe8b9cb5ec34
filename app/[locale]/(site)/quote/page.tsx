import { Hero } from '@/components/sections/hero';
import { ClosingCta } from '@/components/sections/closing-cta';
import { ContactSection } from '@/components/sections/contact-section';
import { getIndustryBySlug } from '@/lib/content';
import { withIllustration } from '@/lib/routes/heroes';
import { buildPageMetadata } from '@/lib/seo';
import { pageHeroIllustrations } from '@/content-fallback/pages/detail-copy';
import { enterPageLocale, type LocaleParams } from '@/lib/routes/page-locale';
import { localize } from '@/lib/i18n/localize';
import { contentPageSeo, quotePageCopy } from '@/content-fallback/pages/route-copy';

// A placeholder: kept out of search results until the quote tool exists.
export async function generateMetadata({ params }: { params: Promise<LocaleParams> }) {
  await enterPageLocale(params);
  return buildPageMetadata({ ...localize(contentPageSeo.quote), path: '/quote', noindex: true });
}

interface QuotePageProps {
  params: Promise<LocaleParams>;
  searchParams: Promise<{ industry?: string | string[] }>;
}

export default async function QuotePage({ params, searchParams }: QuotePageProps) {
  await enterPageLocale(params);
  const copy = localize(quotePageCopy);
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
            title: copy.title,
            titlePrimary: copy.titlePrimary,
            description: copy.description,
            labelText: industry ? copy.industryLabel : undefined,
            labelInformation: industry?.title,
            buttonTitle: copy.buttonTitle,
            ctaLink: localize({ ctaLink: '/contact' }).ctaLink,
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
