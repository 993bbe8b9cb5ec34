import { AutomationLandingPage } from '@/components/landing/landing-page';
import { buildPageMetadata } from '@/lib/seo';
import { automationLandingPage } from '@/content-fallback/pages/landing-pages';

export const metadata = buildPageMetadata({
  ...automationLandingPage.seo,
  path: '/lp/automation-solutions',
});

export default function AutomationSolutionsPage() {
  return <AutomationLandingPage copy={automationLandingPage} />;
}
