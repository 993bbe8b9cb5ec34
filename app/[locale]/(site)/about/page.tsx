import { RenderBlocks } from '@/blocks/render-blocks';
import { COMPANY_PAGE_BLOCKS } from '@/blocks/maps/company-page-blocks';
import { getPageBlocks } from '@/lib/content';
import { buildMetadataForPage } from '@/lib/seo';
import { enterPageLocale, type LocaleParams } from '@/lib/routes/page-locale';
import { getRouteCopy } from '@/lib/content/copy';

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }) {
  await enterPageLocale(params);
  return buildMetadataForPage('about', { ...getRouteCopy().contentPageSeo.about, path: '/about' });
}

export default async function AboutPage({ params }: { params: Promise<LocaleParams> }) {
  await enterPageLocale(params);
  const blocks = await getPageBlocks('about');
  return (
    <RenderBlocks
      map={COMPANY_PAGE_BLOCKS}
      blocks={blocks}
      page={{ slug: 'about', heroDefaults: getRouteCopy().contentPageSeo.about }}
    />
  );
}
