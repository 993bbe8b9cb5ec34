import { RenderBlocks } from '@/components/blocks/render-blocks';
import { OVERVIEW_PAGE_BLOCKS } from '@/components/blocks/maps/overview-page-blocks';
import { getPageBlocks } from '@/lib/content';
import { buildMetadataForPage } from '@/lib/seo';
import { industriesOverviewCopy } from '@/content-fallback/pages/route-copy';

export function generateMetadata() {
  return buildMetadataForPage('industries', { ...industriesOverviewCopy.seo, path: '/industries' });
}

export default async function IndustriesPage() {
  const blocks = await getPageBlocks('industries');
  return (
    <RenderBlocks
      map={OVERVIEW_PAGE_BLOCKS}
      blocks={blocks}
      page={{ slug: 'industries', heroDefaults: industriesOverviewCopy.seo }}
    />
  );
}
