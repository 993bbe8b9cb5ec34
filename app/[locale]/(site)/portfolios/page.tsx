import { RenderBlocks } from '@/components/blocks/render-blocks';
import { PORTFOLIO_OVERVIEW_BLOCKS } from '@/components/blocks/maps/portfolio-overview-blocks';
import { getPageBlocks } from '@/lib/content';
import { buildMetadataForPage } from '@/lib/seo';
import { portfoliosCopy } from '@/content-fallback/pages/route-copy';

export function generateMetadata() {
  return buildMetadataForPage('portfolios', { ...portfoliosCopy.seo, path: '/portfolios' });
}

/** Spec 02 §2 'Portfolio list': hero, every project (#all), one more section, the closing sections. */
export default async function PortfoliosPage() {
  const blocks = await getPageBlocks('portfolios');
  return (
    <RenderBlocks
      map={PORTFOLIO_OVERVIEW_BLOCKS}
      blocks={blocks}
      page={{ slug: 'portfolios', heroDefaults: portfoliosCopy.seo }}
    />
  );
}
