import { RenderBlocks } from '@/blocks/render-blocks';
import { ALL_BLOCKS } from '@/blocks/maps/all-blocks';
import { HOME_SLUG } from '@/lib/routes/home-slug';
import { getPageBlocks } from '@/lib/content';
import { getRouteCopy } from '@/lib/content/copy';
import { buildMetadataForPage } from '@/lib/seo';
import { enterPageLocale, type LocaleParams } from '@/lib/routes/page-locale';

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }) {
  await enterPageLocale(params);
  // The home page record (CMS or fallback) gives the title, trimmed like every other route's.
  return buildMetadataForPage(HOME_SLUG, { ...getRouteCopy().contentPageSeo.home, path: '/' });
}

export default async function Page({ params }: { params: Promise<LocaleParams> }) {
  await enterPageLocale(params);
  const blocks = await getPageBlocks(HOME_SLUG);
  return (
    <RenderBlocks
      map={ALL_BLOCKS}
      blocks={blocks}
      page={{ slug: HOME_SLUG, heroDefaults: getRouteCopy().contentPageSeo.home }}
    />
  );
}
