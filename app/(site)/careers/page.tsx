import { RenderBlocks } from '@/components/blocks/render-blocks';
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
      blocks={blocks}
      page={{ slug: 'careers', heroDefaults: contentPageSeo['careers'] }}
    />
  );
}
