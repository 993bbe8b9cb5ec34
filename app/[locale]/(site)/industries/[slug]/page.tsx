import { redirect, RedirectType } from 'next/navigation';
import { Hero } from '@/components/sections/hero';
import { RenderBlocks } from '@/blocks/render-blocks';
import { DETAIL_PAGE_BLOCKS } from '@/blocks/maps/detail-page-blocks';
import { getIndustries } from '@/lib/content';
import { getIndustryBlocks, getIndustryDetail } from '@/lib/content/detail-pages';
import { ILLUSTRATION_SIZE } from '@/lib/pictures/illustration-size';
import { industryHero } from '@/lib/routes/heroes';
import { buildPageMetadata, withEditorSeo } from '@/lib/seo';
import { enterPageLocale, type LocaleParams } from '@/lib/routes/page-locale';
import { localePath } from '@/lib/i18n/locales';
import { getRouteCopy } from '@/lib/content/copy';

interface IndustryPageProps {
  params: Promise<LocaleParams & { slug: string }>;
}

// Industries added in the CMS after the build still get a page on first request.
export const dynamicParams = true;

export async function generateStaticParams() {
  return (await getIndustries()).map((industry) => ({ slug: industry.slug }));
}

export async function generateMetadata({ params }: IndustryPageProps) {
  await enterPageLocale(params);
  const { slug } = await params;
  const copy = getRouteCopy().industryDetailCopy;
  const industry = await getIndustryDetail(slug);
  if (!industry)
    return buildPageMetadata({
      title: copy.notFoundSeoTitle,
      description: '',
      path: '/industries',
    });
  return buildPageMetadata(
    withEditorSeo(
      {
        title: copy.seoTitle(industry.title),
        description: industry.shortDescription,
        path: `/industries/${industry.slug}`,
      },
      industry.seo,
    ),
  );
}

/** An industry page: its hero, then its blocks (overview, challenges and solutions, services, technology, stories, closing sections). */
export default async function IndustryPage({ params }: IndustryPageProps) {
  const locale = await enterPageLocale(params);
  const { slug } = await params;
  const industry = await getIndustryDetail(slug);
  // An unknown slug replaces itself with the overview; an alias with its canonical page.
  if (!industry) redirect(localePath('/industries', locale), RedirectType.replace);
  if (industry.slug !== slug)
    redirect(localePath(`/industries/${industry.slug}`, locale), RedirectType.replace);
  const blocks = await getIndustryBlocks(industry);
  const hero = industryHero(industry);

  return (
    <>
      <Hero
        hero={{ ...hero, heroImage: industry.heroBannerUrl, heroImageAlt: '' }}
        heroImageSize={ILLUSTRATION_SIZE.banner}
      />
      <RenderBlocks
        map={DETAIL_PAGE_BLOCKS}
        blocks={blocks}
        page={{
          slug: industry.slug,
          heroDefaults: { title: hero.title, description: hero.description ?? '' },
          quoteHref: localePath(`/quote?industry=${encodeURIComponent(industry.id)}`, locale),
        }}
      />
    </>
  );
}
