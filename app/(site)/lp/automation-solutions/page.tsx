import { RenderBlocks } from '@/components/blocks/render-blocks';
import { ALL_BLOCKS } from '@/components/blocks/maps/all-blocks';
import { getPageBlocks } from '@/lib/content';
import { buildPageMetadata } from '@/lib/seo';
import { automationLandingPage } from '@/content-fallback/pages/landing-pages';

const SLUG = 'lp-automation-solutions';

export const metadata = buildPageMetadata({
  ...automationLandingPage.seo,
  path: '/lp/automation-solutions',
});

export default async function AutomationSolutionsPage() {
  const blocks = await getPageBlocks(SLUG);
  return (
    <RenderBlocks
      map={ALL_BLOCKS}
      blocks={blocks}
      page={{ slug: SLUG, heroDefaults: automationLandingPage.seo, leadContext: 'automation' }}
    />
  );
}
