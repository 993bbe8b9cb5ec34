import { RenderBlocks } from '@/components/blocks/render-blocks';
import { OVERVIEW_PAGE_BLOCKS } from '@/components/blocks/maps/overview-page-blocks';
import { getPageBlocks } from '@/lib/content';
import { buildMetadataForPage } from '@/lib/seo';
import { servicesOverviewCopy } from '@/content-fallback/pages/route-copy';

export function generateMetadata() {
  return buildMetadataForPage('services', {
    ...servicesOverviewCopy.seo,
    path: '/services',
  });
}

export default async function ServicesPage() {
  const blocks = await getPageBlocks('services');
  return (
    <RenderBlocks
      map={OVERVIEW_PAGE_BLOCKS}
      blocks={blocks}
      page={{ slug: 'services', heroDefaults: servicesOverviewCopy.heroDefaults }}
    />
  );
}
