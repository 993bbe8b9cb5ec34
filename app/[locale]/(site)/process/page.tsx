import { RenderBlocks } from '@/components/blocks/render-blocks';
import { COMPANY_PAGE_BLOCKS } from '@/components/blocks/maps/company-page-blocks';
import { getPageBlocks } from '@/lib/content';
import { buildMetadataForPage } from '@/lib/seo';
import { contentPageSeo } from '@/content-fallback/pages/route-copy';

export function generateMetadata() {
  return buildMetadataForPage('process', { ...contentPageSeo['process'], path: '/process' });
}

export default async function ProcessPage() {
  const blocks = await getPageBlocks('process');
  return (
    <RenderBlocks
      map={COMPANY_PAGE_BLOCKS}
      blocks={blocks}
      page={{ slug: 'process', heroDefaults: contentPageSeo['process'] }}
    />
  );
}
