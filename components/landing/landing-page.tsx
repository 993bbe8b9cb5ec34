import { Hero } from '@/components/sections/hero';
import { ClosingCta } from '@/components/sections/closing-cta';
import { ContactSection } from '@/components/sections/contact-section';
import { MobileStickyCta } from '@/components/layout/mobile-sticky-cta';
import type { AiLandingCopy, AutomationLandingCopy } from '@/content-fallback/pages/landing-pages';
import { AiExplorer, AutomationExplorer } from './explorers';
import {
  BeforeAfter,
  FloatingCtaBar,
  LandingFinalCta,
  LandingHeroExtras,
  LandingProcess,
  LandingTestimonials,
  PlatformGrid,
  ResultBanner,
  RoiBlock,
  TrustStrip,
} from './landing-sections';

/**
 * /lp/automation-solutions in the spec's order (02 §2): hero, platforms, before vs after,
 * testimonials, industry explorer, ROI, final offer, trust strip, floating bar. Every lead
 * button opens the lead modal with the page's context.
 */
export function AutomationLandingPage({ copy }: { copy: AutomationLandingCopy }) {
  const { pageContext } = copy;
  return (
    <>
      <Hero hero={copy.hero} showPrimaryCta={false}>
        <LandingHeroExtras copy={copy} />
      </Hero>
      <PlatformGrid platforms={copy.platforms} />
      <BeforeAfter copy={copy.beforeAfter} />
      <LandingTestimonials testimonials={copy.testimonials} />
      <AutomationExplorer copy={copy.explorer} pageContext={pageContext} />
      <RoiBlock roi={copy.roi} pageContext={pageContext} />
      <LandingFinalCta copy={copy} />
      <TrustStrip items={copy.trustStrip} />
      <ClosingCta />
      <ContactSection />
      <FloatingCtaBar bar={copy.floatingBar} pageContext={pageContext} />
      <MobileStickyCta variant="automation" pageContext={pageContext} />
    </>
  );
}

/**
 * /lp/ai-development-services in the spec's order (02 §2): hero, AI platforms, traditional vs
 * AI, result banner, category explorer, testimonials, four-step process, ROI, final CTA, trust
 * strip, sticky bar.
 */
export function AiDevelopmentLandingPage({ copy }: { copy: AiLandingCopy }) {
  const { pageContext } = copy;
  return (
    <>
      <Hero hero={copy.hero} showPrimaryCta={false}>
        <LandingHeroExtras copy={copy} />
      </Hero>
      <PlatformGrid platforms={copy.platforms} />
      <BeforeAfter copy={copy.beforeAfter} />
      {copy.resultBanner && <ResultBanner banner={copy.resultBanner} pageContext={pageContext} />}
      <AiExplorer copy={copy.explorer} pageContext={pageContext} />
      <LandingTestimonials testimonials={copy.testimonials} />
      {copy.process && <LandingProcess process={copy.process} />}
      <RoiBlock roi={copy.roi} pageContext={pageContext} />
      <LandingFinalCta copy={copy} />
      <TrustStrip items={copy.trustStrip} />
      <ClosingCta />
      <ContactSection />
      <FloatingCtaBar bar={copy.floatingBar} pageContext={pageContext} />
      {/* Spec 02 §2: the AI page uses the automation variant of the sticky bar, in its own context. */}
      <MobileStickyCta variant="automation" pageContext={pageContext} />
    </>
  );
}
