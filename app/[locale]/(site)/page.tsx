import { RenderBlocks } from '@/blocks/render-blocks';
import { ALL_BLOCKS } from '@/blocks/maps/all-blocks';
import { HOME_SLUG } from '@/lib/routes/home-slug';
import { getPageBlocks } from '@/lib/content';
import { buildMetadataForPage, SITE_NAME } from '@/lib/seo';
import { enterPageLocale, type LocaleParams } from '@/lib/routes/page-locale';
import { localize } from '@/lib/i18n/localize';
import { fallbackPages } from '@/content-fallback/pages';

const englishHomePage = fallbackPages.find((page) => page.slug === HOME_SLUG);

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }) {
  await enterPageLocale(params);
  const homePage = localize(englishHomePage);
  // The home page record (CMS or fallback) gives the title, trimmed like every other route's.
  return buildMetadataForPage(HOME_SLUG, {
    title: homePage?.title ?? SITE_NAME,
    description: homePage?.metaDescription ?? homePage?.description ?? '',
    path: '/',
  });
}

export default async function Page({ params }: { params: Promise<LocaleParams> }) {
  await enterPageLocale(params);
  const homePage = localize(englishHomePage);
  const blocks = await getPageBlocks(HOME_SLUG);
  return (
    <RenderBlocks
      map={ALL_BLOCKS}
      blocks={blocks}
      page={{
        slug: HOME_SLUG,
        heroDefaults: {
          title: homePage?.title ?? SITE_NAME,
          description: homePage?.description ?? '',
        },
      }}
    />
  );
}
