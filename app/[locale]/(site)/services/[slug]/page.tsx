import { notFound } from 'next/navigation';
import { Hero } from '@/components/sections/hero';
import { RenderBlocks } from '@/blocks/render-blocks';
import { SERVICE_PAGE_BLOCKS } from '@/blocks/maps/service-page-blocks';
import { getServices } from '@/lib/content';
import { getServiceBlocks, getServicePage } from '@/lib/content/detail-pages';
import { getServiceHero, withIllustration } from '@/lib/routes/heroes';
import { buildMetadataForPage, buildPageMetadata } from '@/lib/seo';
import { enterPageLocale, type LocaleParams } from '@/lib/routes/page-locale';
import { getRouteCopy, getSharedSections } from '@/lib/content/copy';

interface ServicePageProps {
  params: Promise<LocaleParams & { slug: string }>;
}

// Services added in the CMS after the build still get a page on first request.
export const dynamicParams = true;

export async function generateStaticParams() {
  return (await getServices()).map((service) => ({ slug: service.slug }));
}

export async function generateMetadata({ params }: ServicePageProps) {
  await enterPageLocale(params);
  const { slug } = await params;
  const copy = getRouteCopy().serviceDetailCopy;
  const page = await getServicePage(slug);
  if (!page)
    return buildPageMetadata({
      title: copy.notFoundSeoTitle,
      description: '',
      path: `/services/${slug}`,
      noindex: true,
    });
  const { service } = page;
  return buildMetadataForPage(
    service.slug,
    {
      title: copy.seoTitle(service.title),
      description: service.shortDescription,
      path: `/services/${service.slug}`,
    },
    service.seo,
  );
}

/** A service page: its hero, then its blocks (figures, cards, its own sections, process, technologies, work, reviews, closing sections). */
export default async function ServicePage({ params }: ServicePageProps) {
  await enterPageLocale(params);
  const { slug } = await params;
  const page = await getServicePage(slug);
  if (!page) notFound();
  const { service, heroImage } = page;
  const [hero, blocks] = await Promise.all([getServiceHero(service), getServiceBlocks(service)]);
  const { heroSecondaryActions } = getSharedSections();

  return (
    <>
      <Hero
        {...withIllustration(hero, heroImage)}
        showTrustSignals
        secondaryActions={[heroSecondaryActions.viewOurWork]}
      />
      <RenderBlocks
        map={SERVICE_PAGE_BLOCKS}
        blocks={blocks}
        page={{
          slug: service.slug,
          heroDefaults: { title: hero.title, description: hero.description ?? '' },
        }}
      />
    </>
  );
}
