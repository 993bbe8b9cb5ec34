import { headers } from 'next/headers';
import { Hero } from '@/components/sections/hero';
import { QuoteEstimator } from '@/components/quote/quote-estimator';
import { ClosingCta } from '@/components/sections/closing-cta';
import { ContactSection } from '@/components/sections/contact-section';
import {
  getIndustries,
  getIndustryBySlug,
  getQuoteTables,
  getSchedulerUrl,
  getServices,
} from '@/lib/content';
import { withIllustration } from '@/lib/routes/heroes';
import { buildPageMetadata } from '@/lib/seo';
import { pageHeroIllustration } from '@/lib/blocks/illustrations';
import { enterPageLocale, type LocaleParams } from '@/lib/routes/page-locale';
import { localePath } from '@/lib/i18n/locales';
import { getRouteCopy, getUiLabels } from '@/lib/content/copy';
import { getContactFormText } from '@/lib/leads/contract/localized-messages';
import { retryStateFromCookieHeader } from '@/lib/leads/form-post';
import {
  bookingUrlFromCookieHeader,
  QUOTE_ENDPOINT,
  QUOTE_OUTCOMES,
  QUOTE_OUTCOME_PARAM,
  QUOTE_PATH,
  QUOTE_RETRY_COOKIE,
  quoteRequestSchemaFor,
} from '@/lib/leads/quote-lead';
import { estimateQuote } from '@/lib/quote/estimate';
import { formatUsd } from '@/lib/quote/format';
import { readQuoteQuery, type QuoteQuery } from '@/lib/quote/query';

// Rendered per request: the estimate is worked out from the page's query (a GET form).
export async function generateMetadata({ params }: { params: Promise<LocaleParams> }) {
  await enterPageLocale(params);
  return buildPageMetadata({
    ...getRouteCopy().contentPageSeo.quote,
    path: QUOTE_PATH,
    noindex: true,
  });
}

interface QuotePageProps {
  params: Promise<LocaleParams>;
  searchParams: Promise<QuoteQuery>;
}

export default async function QuotePage({ params, searchParams }: QuotePageProps) {
  const locale = await enterPageLocale(params);
  const copy = getRouteCopy().quotePageCopy;
  const query = await searchParams;
  const industryParam = Array.isArray(query.industry) ? query.industry[0] : query.industry;
  // Industry calls to action link here as /quote?industry={id}: the form opens with it chosen.
  const [industry, services, industries, tables, schema] = await Promise.all([
    industryParam ? getIndustryBySlug(industryParam) : undefined,
    getServices(),
    getIndustries(),
    getQuoteTables(),
    quoteRequestSchemaFor(locale),
  ]);
  const state = readQuoteQuery(query, schema, industry?.slug ?? '');
  const estimate = state.request ? estimateQuote(tables, state.request) : undefined;
  const outcomeParam = query[QUOTE_OUTCOME_PARAM];
  const outcome = QUOTE_OUTCOMES.find((value) => value === outcomeParam);
  const cookieHeader = (await headers()).get('cookie');
  const retry =
    outcome === 'invalid' ? retryStateFromCookieHeader(QUOTE_RETRY_COOKIE, cookieHeader) : null;
  // A call request's prefilled booking link, else the plain one.
  const bookingUrl =
    (outcome === 'booked' ? bookingUrlFromCookieHeader(cookieHeader) : undefined) ??
    (await getSchedulerUrl());
  const contactText = getContactFormText(locale);

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
            ctaLink: copy.buttonHref,
            showClientLogos: false,
            showTrustSignals: false,
          },
          pageHeroIllustration('quote'),
        )}
      />
      <QuoteEstimator
        copy={copy}
        consentCopy={contactText.copy}
        honeypotLabel={contactText.copy.honeypot}
        locale={locale}
        action={localePath(QUOTE_PATH, locale)}
        leadAction={QUOTE_ENDPOINT}
        services={services.map(({ slug, title }) => ({ slug, title }))}
        industries={industries.map(({ slug, title }) => ({ slug, title }))}
        state={state}
        estimate={estimate}
        formatUsd={(amount) => formatUsd(amount, locale)}
        outcome={outcome}
        retry={retry}
        bookingUrl={bookingUrl}
        opensInNewTab={getUiLabels().OPENS_IN_NEW_TAB}
      />
      {/* Every page's two closing sections, for a visitor who would rather talk than estimate. */}
      <ClosingCta />
      <ContactSection />
    </>
  );
}
