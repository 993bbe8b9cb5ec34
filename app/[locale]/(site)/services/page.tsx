import { RenderBlocks } from '@/blocks/render-blocks';
import { OVERVIEW_PAGE_BLOCKS } from '@/blocks/maps/overview-page-blocks';
import { getPageBlocks } from '@/lib/content';
import { buildMetadataForPage } from '@/lib/seo';
import { enterPageLocale, type LocaleParams } from '@/lib/routes/page-locale';
import { getRouteCopy } from '@/lib/content/copy';

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }) {
  await enterPageLocale(params);
  return buildMetadataForPage('services', {
    ...getRouteCopy().servicesOverviewCopy.seo,
    path: '/services',
  });
}

export default async function ServicesPage({ params }: { params: Promise<LocaleParams> }) {
  await enterPageLocale(params);
  const blocks = await getPageBlocks('services');
  return (
    <RenderBlocks
      map={OVERVIEW_PAGE_BLOCKS}
      blocks={blocks}
      page={{ slug: 'services', heroDefaults: getRouteCopy().servicesOverviewCopy.heroDefaults }}
    />
  );
}
