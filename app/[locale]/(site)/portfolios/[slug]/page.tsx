import { redirect, RedirectType } from 'next/navigation';
import { Hero } from '@/components/sections/hero';
import { RenderBlocks } from '@/blocks/render-blocks';
import { DETAIL_PAGE_BLOCKS } from '@/blocks/maps/detail-page-blocks';
import { getProjects } from '@/lib/content';
import { getProjectBlocks, getProjectDetail } from '@/lib/content/detail-pages';
import { ILLUSTRATION_SIZE } from '@/lib/pictures/illustration-size';
import { projectHero } from '@/lib/routes/heroes';
import { buildPageMetadata, withEditorSeo } from '@/lib/seo';
import { enterPageLocale, type LocaleParams } from '@/lib/routes/page-locale';
import { localePath } from '@/lib/i18n/locales';
import { getRouteCopy } from '@/lib/content/copy';

interface ProjectPageProps {
  params: Promise<LocaleParams & { slug: string }>;
}

// Projects added in the CMS after the build still get a page on first request.
export const dynamicParams = true;

export async function generateStaticParams() {
  return (await getProjects()).map((project) => ({ slug: project.slug }));
}

export async function generateMetadata({ params }: ProjectPageProps) {
  await enterPageLocale(params);
  const { slug } = await params;
  const { portfoliosCopy, projectDetailCopy } = getRouteCopy();
  const project = await getProjectDetail(slug);
  if (!project) return buildPageMetadata({ ...portfoliosCopy.seo, path: '/portfolios' });
  return buildPageMetadata(
    withEditorSeo(
      {
        title: projectDetailCopy.seoTitleFormat.replace('{project}', project.title),
        description: project.shortDescription,
        path: `/portfolios/${project.slug}`,
        openGraphType: 'article',
      },
      project.seo,
    ),
  );
}

/** A case study: its hero, then its blocks (overview, challenge and solution, features, technologies, results, gallery, call to action, related projects, contact). */
export default async function ProjectPage({ params }: ProjectPageProps) {
  const locale = await enterPageLocale(params);
  const { slug } = await params;
  const project = await getProjectDetail(slug);
  // An unknown project replaces itself with the portfolio list.
  if (!project) redirect(localePath('/portfolios', locale), RedirectType.replace);
  const blocks = await getProjectBlocks(project);
  const hero = projectHero(project);

  return (
    <>
      <Hero
        hero={{
          ...hero,
          heroImage: project.heroBannerUrl,
          heroImageAlt: '',
          heroImageFocus: project.heroBannerFocus,
          heroImagePlaceholder: project.heroBannerPlaceholder,
        }}
        heroImageSize={ILLUSTRATION_SIZE.project}
      />
      <RenderBlocks
        map={DETAIL_PAGE_BLOCKS}
        blocks={blocks}
        page={{
          slug: project.slug,
          heroDefaults: { title: hero.title, description: hero.description ?? '' },
        }}
      />
    </>
  );
}
