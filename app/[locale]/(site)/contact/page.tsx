import { RenderBlocks } from '@/components/blocks/render-blocks';
import { COMPANY_PAGE_BLOCKS } from '@/components/blocks/maps/company-page-blocks';
import { getPageBlocks } from '@/lib/content';
import { buildMetadataForPage } from '@/lib/seo';
import { contentPageSeo } from '@/content-fallback/pages/route-copy';

export function generateMetadata() {
  return buildMetadataForPage('contact', { ...contentPageSeo['contact'], path: '/contact' });
}

export default async function ContactPage() {
  const blocks = await getPageBlocks('contact');
  return (
    <RenderBlocks
      map={COMPANY_PAGE_BLOCKS}
      blocks={blocks}
      page={{ slug: 'contact', heroDefaults: contentPageSeo['contact'] }}
    />
  );
}
