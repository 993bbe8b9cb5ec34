import { LandingPage } from '@/components/landing/landing-page';
import { MobileStickyCta } from '@/components/layout/mobile-sticky-cta';
import { buildPageMetadata } from '@/lib/seo';
import { automationLandingPage } from '@/content-fallback/pages/landing-pages';

export const metadata = buildPageMetadata({ ...automationLandingPage.seo, path: '/lp/automation-solutions' });

export default function AutomationSolutionsPage() {
  return (
    <>
      <LandingPage copy={automationLandingPage} />
      {/* Spec 02 §2: both landing pages use the automation variant of the sticky bar. */}
      <MobileStickyCta variant="automation" />
    </>
  );
}
