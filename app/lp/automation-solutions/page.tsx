import { LandingPage } from '@/components/landing/landing-page';
import { MobileStickyCta } from '@/components/layout/mobile-sticky-cta';
import { buildPageMetadata } from '@/lib/seo';
import { automationLandingPage } from '@/content-fallback/pages/landing-pages';

export const metadata = buildPageMetadata({ ...automationLandingPage.seo, path: '/lp/automation-solutions' });

export default function AutomationSolutionsPage() {
  return (
    <>
      <main id="main-content" className="pb-24 lg:pb-0">
        <LandingPage copy={automationLandingPage} />
      </main>
      {/* Outside <main>: the sticky bar is its own complementary landmark. */}
      <MobileStickyCta variant="automation" />
    </>
  );
}
