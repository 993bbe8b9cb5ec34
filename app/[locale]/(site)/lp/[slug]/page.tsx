import { notFound } from 'next/navigation';
import { RenderBlocks } from '@/blocks/render-blocks';
import { ALL_BLOCKS } from '@/blocks/maps/all-blocks';
import { LeadPageDataBlock } from '@/components/landing/lead-page-data';
import { leadPageData } from '@/lib/leads/lead-page-data';
import { getLandingPage, getLandingPages, getLeadContext, getPageBlocks } from '@/lib/content';
import { landingSlugOf } from '@/lib/cms/landing-mappers';
import { buildLandingPageMetadata, buildPageMetadata } from '@/lib/seo';
import { enterPageLocale, type LocaleParams } from '@/lib/routes/page-locale';
import { getBundledLeadContext, getRouteCopy } from '@/lib/content/copy';

interface LandingPageProps {
  params: Promise<LocaleParams & { slug: string }>;
}

// A campaign page published after the build renders on its first request, then is cached like
// the others until the CMS's revalidation Flow expires its tag.
export const dynamicParams = true;

export async function generateStaticParams() {
  return (await getLandingPages()).flatMap((page) => {
    const slug = landingSlugOf(page.permalink);
    return slug ? [{ slug }] : [];
  });
}

export async function generateMetadata({ params }: LandingPageProps) {
  await enterPageLocale(params);
  const { slug } = await params;
  const page = await getLandingPage(slug);
  if (!page)
    return buildPageMetadata({
      title: getRouteCopy().landingPageCopy.notFoundSeoTitle,
      description: '',
      path: `/lp/${slug}`,
      noindex: true,
    });
  return buildLandingPageMetadata(page);
}

/** A campaign landing page: its blocks, its lead context for the lead modal and its sticky bar. */
export default async function LandingPage({ params }: LandingPageProps) {
  await enterPageLocale(params);
  const { slug } = await params;
  const page = await getLandingPage(slug);
  if (!page) notFound();
  const [blocks, leadContext] = await Promise.all([
    getPageBlocks(page.slug),
    getLeadContext(page.leadContext),
  ]);
  return (
    <>
      <RenderBlocks
        map={ALL_BLOCKS}
        blocks={blocks}
        page={{
          slug: page.slug,
          heroDefaults: { title: page.title, description: page.description },
          leadContext: page.leadContext,
          stickyCta: page.stickyCta,
        }}
      />
      {leadContext ? (
        <LeadPageDataBlock
          data={leadPageData(page.permalink, leadContext, getBundledLeadContext(page.leadContext))}
        />
      ) : null}
    </>
  );
}
