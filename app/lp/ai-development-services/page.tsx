import { LandingPage } from '@/components/landing/landing-page';
import { MobileStickyCta } from '@/components/layout/mobile-sticky-cta';
import { buildPageMetadata } from '@/lib/seo';
import { aiDevelopmentLandingPage } from '@/content-fallback/pages/landing-pages';

export const metadata = buildPageMetadata({ ...aiDevelopmentLandingPage.seo, path: '/lp/ai-development-services' });

export default function AiDevelopmentServicesPage() {
  return (
    <>
      <main id="main-content" className="pb-24 lg:pb-0">
        <LandingPage copy={aiDevelopmentLandingPage} />
      </main>
      {/* Outside <main>: the sticky bar is its own complementary landmark. */}
      <MobileStickyCta variant="automation" />
    </>
  );
}
