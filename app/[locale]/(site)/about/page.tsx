import { RenderBlocks } from '@/components/blocks/render-blocks';
import { COMPANY_PAGE_BLOCKS } from '@/components/blocks/maps/company-page-blocks';
import { getPageBlocks } from '@/lib/content';
import { buildMetadataForPage } from '@/lib/seo';
import { contentPageSeo } from '@/content-fallback/pages/route-copy';

export function generateMetadata() {
  return buildMetadataForPage('about', { ...contentPageSeo.about, path: '/about' });
}

export default async function AboutPage() {
  const blocks = await getPageBlocks('about');
  return (
    <RenderBlocks
      map={COMPANY_PAGE_BLOCKS}
      blocks={blocks}
      page={{ slug: 'about', heroDefaults: contentPageSeo.about }}
    />
  );
}
