import { headers } from 'next/headers';
import { Hero } from '@/components/sections/hero';
import { QuoteEstimator } from '@/components/quote/quote-estimator';
import { getIndustries, getIndustryBySlug, getQuoteTables, getServices } from '@/lib/content';
import { withIllustration } from '@/lib/routes/heroes';
import { buildPageMetadata } from '@/lib/seo';
import { pageHeroIllustrations } from '@/content-fallback/pages/detail-copy';
import { enterPageLocale, type LocaleParams } from '@/lib/routes/page-locale';
import { localize } from '@/lib/i18n/localize';
import { localePath } from '@/lib/i18n/locales';
import { contentPageSeo, quotePageCopy } from '@/content-fallback/pages/route-copy';
import { getContactFormText } from '@/lib/leads/contract/localized-messages';
import { retryStateFromCookieHeader, type FormPostOutcome } from '@/lib/leads/form-post';
import {
  QUOTE_ENDPOINT,
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
  return buildPageMetadata({ ...localize(contentPageSeo.quote), path: QUOTE_PATH, noindex: true });
}

interface QuotePageProps {
  params: Promise<LocaleParams>;
  searchParams: Promise<QuoteQuery>;
}

const OUTCOMES: readonly FormPostOutcome[] = ['sent', 'invalid', 'failed'];

export default async function QuotePage({ params, searchParams }: QuotePageProps) {
  const locale = await enterPageLocale(params);
  const copy = localize(quotePageCopy);
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
  const outcome = OUTCOMES.find((value) => value === outcomeParam);
  const retry =
    outcome === 'invalid'
      ? retryStateFromCookieHeader(QUOTE_RETRY_COOKIE, (await headers()).get('cookie'))
      : null;
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
          pageHeroIllustrations.quote,
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
      />
    </>
  );
}
