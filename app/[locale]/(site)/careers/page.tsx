import { RenderBlocks } from '@/components/blocks/render-blocks';
import { COMPANY_PAGE_BLOCKS } from '@/components/blocks/maps/company-page-blocks';
import { getPageBlocks } from '@/lib/content';
import { buildMetadataForPage } from '@/lib/seo';
import { contentPageSeo } from '@/content-fallback/pages/route-copy';

export function generateMetadata() {
  return buildMetadataForPage('careers', { ...contentPageSeo['careers'], path: '/careers' });
}

export default async function CareersPage() {
  const blocks = await getPageBlocks('careers');
  return (
    <RenderBlocks
      map={COMPANY_PAGE_BLOCKS}
      blocks={blocks}
      page={{ slug: 'careers', heroDefaults: contentPageSeo['careers'] }}
    />
  );
}
