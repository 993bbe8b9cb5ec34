import type { Metadata } from 'next';
import { RenderBlocks } from '@/components/blocks/render-blocks';
import { ALL_BLOCKS } from '@/components/blocks/maps/all-blocks';
import { getPageBlocks } from '@/lib/content';
import { buildPageMetadata } from '@/lib/seo';
import { aiDevelopmentLandingPage } from '@/content-fallback/pages/landing-pages';

const SLUG = 'lp-ai-development-services';

const pageMetadata = buildPageMetadata({
  ...aiDevelopmentLandingPage.seo,
  path: '/lp/ai-development-services',
});
// Spec 02 §2: this page's title names 'AI Development Services' and the five AI coding tools;
// that rule beats the generic 50-character trim, so the full title is kept.
const fullTitle = aiDevelopmentLandingPage.seo.title;

export const metadata: Metadata = {
  ...pageMetadata,
  title: { absolute: fullTitle },
  openGraph: { ...pageMetadata.openGraph, title: fullTitle },
  twitter: { ...pageMetadata.twitter, title: fullTitle },
};

export default async function AiDevelopmentServicesPage() {
  const blocks = await getPageBlocks(SLUG);
  return (
    <RenderBlocks
      map={ALL_BLOCKS}
      blocks={blocks}
      page={{
        slug: SLUG,
        heroDefaults: aiDevelopmentLandingPage.seo,
        leadContext: 'ai-development',
      }}
    />
  );
}
