import { RenderBlocks } from '@/components/blocks/render-blocks';
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
      blocks={blocks}
      page={{ slug: 'contact', heroDefaults: contentPageSeo['contact'] }}
    />
  );
}
