import { RenderBlocks } from '@/components/blocks/render-blocks';
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
      blocks={blocks}
      page={{ slug: SLUG, heroDefaults: automationLandingPage.seo, leadContext: 'automation' }}
    />
  );
}
