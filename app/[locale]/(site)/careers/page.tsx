import { RenderBlocks } from '@/blocks/render-blocks';
import { COMPANY_PAGE_BLOCKS } from '@/blocks/maps/company-page-blocks';
import { getPageBlocks } from '@/lib/content';
import { buildMetadataForPage } from '@/lib/seo';
import { CmsPageJsonLd } from '@/lib/seo/route-json-ld';
import { enterPageLocale, type LocaleParams } from '@/lib/routes/page-locale';
import { getRouteCopy } from '@/lib/content/copy';

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }) {
  await enterPageLocale(params);
  return buildMetadataForPage('careers', {
    ...getRouteCopy().contentPageSeo['careers'],
    path: '/careers',
  });
}

/** The careers page's blocks, then the CMS page record's JSON-LD (when it has one). */
export default async function CareersPage({ params }: { params: Promise<LocaleParams> }) {
  await enterPageLocale(params);
  const blocks = await getPageBlocks('careers');
  return (
    <>
      <RenderBlocks
        map={COMPANY_PAGE_BLOCKS}
        blocks={blocks}
        page={{ slug: 'careers', heroDefaults: getRouteCopy().contentPageSeo['careers'] }}
      />
      <CmsPageJsonLd slug="careers" />
    </>
  );
}
