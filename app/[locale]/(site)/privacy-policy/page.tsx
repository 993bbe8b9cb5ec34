import { RenderBlocks } from '@/components/blocks/render-blocks';
import { COMPANY_PAGE_BLOCKS } from '@/components/blocks/maps/company-page-blocks';
import { getPageBlocks } from '@/lib/content';
import { buildMetadataForPage } from '@/lib/seo';
import { contentPageSeo } from '@/content-fallback/pages/route-copy';

export function generateMetadata() {
  return buildMetadataForPage('privacy-policy', {
    ...contentPageSeo['privacy-policy'],
    path: '/privacy-policy',
  });
}

export default async function PrivacyPolicyPage() {
  const blocks = await getPageBlocks('privacy-policy');
  return (
    <RenderBlocks
      map={COMPANY_PAGE_BLOCKS}
      blocks={blocks}
      page={{ slug: 'privacy-policy', heroDefaults: contentPageSeo['privacy-policy'] }}
    />
  );
}
