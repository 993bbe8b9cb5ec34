import { RenderBlocks } from '@/blocks/render-blocks';
import { OVERVIEW_PAGE_BLOCKS } from '@/blocks/maps/overview-page-blocks';
import { getPageBlocks } from '@/lib/content';
import { buildMetadataForPage } from '@/lib/seo';
import { enterPageLocale, type LocaleParams } from '@/lib/routes/page-locale';
import { localize } from '@/lib/i18n/localize';
import { servicesOverviewCopy } from '@/content-fallback/pages/route-copy';

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }) {
  await enterPageLocale(params);
  return buildMetadataForPage('services', {
    ...localize(servicesOverviewCopy.seo),
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
      page={{ slug: 'services', heroDefaults: localize(servicesOverviewCopy.heroDefaults) }}
    />
  );
}
