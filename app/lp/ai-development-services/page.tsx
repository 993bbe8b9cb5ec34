import { LandingPage } from '@/components/landing/landing-page';
import { MobileStickyCta } from '@/components/layout/mobile-sticky-cta';
import { buildPageMetadata } from '@/lib/seo';
import { aiDevelopmentLandingPage } from '@/content-fallback/pages/landing-pages';

export const metadata = buildPageMetadata({ ...aiDevelopmentLandingPage.seo, path: '/lp/ai-development-services' });

export default function AiDevelopmentServicesPage() {
  return (
    <>
      <LandingPage copy={aiDevelopmentLandingPage} />
      {/* Spec 02 §2: both landing pages use the automation variant of the sticky bar. */}
      <MobileStickyCta variant="automation" />
    </>
  );
}
