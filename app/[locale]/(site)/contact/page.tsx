import { RenderBlocks } from '@/blocks/render-blocks';
import { COMPANY_PAGE_BLOCKS } from '@/blocks/maps/company-page-blocks';
import { getPageBlocks } from '@/lib/content';
import { buildMetadataForPage } from '@/lib/seo';
import { enterPageLocale, type LocaleParams } from '@/lib/routes/page-locale';
import { getRouteCopy } from '@/lib/content/copy';

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }) {
  await enterPageLocale(params);
  return buildMetadataForPage('contact', {
    ...getRouteCopy().contentPageSeo['contact'],
    path: '/contact',
  });
}

export default async function ContactPage({ params }: { params: Promise<LocaleParams> }) {
  await enterPageLocale(params);
  const blocks = await getPageBlocks('contact');
  return (
    <RenderBlocks
      map={COMPANY_PAGE_BLOCKS}
      blocks={blocks}
      page={{ slug: 'contact', heroDefaults: getRouteCopy().contentPageSeo['contact'] }}
    />
  );
}
