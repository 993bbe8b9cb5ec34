import { RenderBlocks } from '@/blocks/render-blocks';
import { PORTFOLIO_OVERVIEW_BLOCKS } from '@/blocks/maps/portfolio-overview-blocks';
import { getPageBlocks } from '@/lib/content';
import { buildMetadataForPage } from '@/lib/seo';
import { enterPageLocale, type LocaleParams } from '@/lib/routes/page-locale';
import { getRouteCopy } from '@/lib/content/copy';

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }) {
  await enterPageLocale(params);
  return buildMetadataForPage('portfolios', {
    ...getRouteCopy().portfoliosCopy.seo,
    path: '/portfolios',
  });
}

/** Portfolio list: hero, every project (#all), one more section, the closing sections. */
export default async function PortfoliosPage({ params }: { params: Promise<LocaleParams> }) {
  await enterPageLocale(params);
  const blocks = await getPageBlocks('portfolios');
  return (
    <RenderBlocks
      map={PORTFOLIO_OVERVIEW_BLOCKS}
      blocks={blocks}
      page={{ slug: 'portfolios', heroDefaults: getRouteCopy().portfoliosCopy.seo }}
    />
  );
}
