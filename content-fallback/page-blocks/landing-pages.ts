/**
 * The two landing pages as blocks: the same records an editor finds on the pages
 * lp-automation-solutions and lp-ai-development-services in Directus. Each block is built from
 * the page's copy by its own function, so cms:seed can rebuild them from a landing copy an editor
 * kept in the earlier `content` JSON, block by block.
 */
import type { PageBlock } from '@/blocks/catalog';
import { closingCta, contactSection } from '@/content-fallback/pages/shared-sections';
import {
  aiDevelopmentLandingPage,
  automationLandingPage,
  type AiLandingCopy,
  type AiUseCase,
  type AutomationLandingCopy,
  type AutomationUseCase,
} from '@/content-fallback/pages/landing-pages';
import { SECTION_LABELS } from '@/content-fallback/ui-labels';

export type LandingCopy = AutomationLandingCopy | AiLandingCopy;

const isAiUseCase = (useCase: AutomationUseCase | AiUseCase): useCase is AiUseCase =>
  'features' in useCase;

/**
 * One function per block. The bundled ids give the headings the ids the
 * sections had before (lp-platforms-heading …); a block from Directus is named by its record.
 */
export const landingBlockBuilders = {
  hero: (copy) => ({
    id: 'lp-hero',
    type: 'hero',
    data: {
      illustration: copy.pageContext === 'automation' ? 'business-automation' : 'ai-development',
      revealAfterDelay: false,
      layout: 'lead',
      showButton: false,
      typewriter: 'default',
      trustSignals: [],
      actions: [],
      stats: copy.stats.map(({ value, label }) => ({ value, label })),
      sectionLinks: [],
      leadLabel: copy.primaryCta.label,
      leadBadges: [...copy.primaryCta.badges],
      secondaryLeadLabel: copy.secondaryCta?.label,
      checklist: [...copy.reassurance],
    },
  }),
  platforms: (copy) => ({
    id: 'lp-platforms',
    type: 'platform_grid',
    data: {
      heading: copy.platforms.heading,
      description: copy.platforms.description,
      items: copy.platforms.items.map((platform) => ({
        name: platform.name,
        brand: platform.brand ?? 'none',
        color: platform.color,
        highlight: platform.highlight,
        description: platform.description,
      })),
    },
  }),
  beforeAfter: (copy) => {
    const { before, after } = copy.beforeAfter;
    return {
      id: 'lp-before-after',
      type: 'before_after',
      data: {
        heading: copy.beforeAfter.heading,
        description: copy.beforeAfter.description,
        beforeHeading: before.heading,
        beforeMoreLabel: before.showMoreLabel,
        beforeItems: before.items.map((item) => ({ ...item })),
        beforeResultValue: before.result.value,
        beforeResultLabel: before.result.label,
        afterHeading: after.heading,
        afterMoreLabel: after.showMoreLabel,
        afterItems: after.items.map((item) => ({ ...item })),
        afterResultValue: after.result.value,
        afterResultLabel: after.result.label,
        showLessLabel: copy.beforeAfter.showLessLabel ?? SECTION_LABELS.landingShowLess,
      },
    };
  },
  resultBanner: (copy) =>
    copy.resultBanner && {
      id: 'lp-result',
      type: 'cta_band',
      data: {
        variant: 'lead',
        heading: copy.resultBanner.heading,
        text: copy.resultBanner.text,
        primaryLabel: copy.resultBanner.cta,
      },
    },
  testimonials: (copy) => ({
    id: 'lp-testimonials',
    type: 'client_quotes',
    data: {
      heading: copy.testimonials.heading,
      description: copy.testimonials.description,
      items: copy.testimonials.items.map((item) => ({ ...item })),
    },
  }),
  explorer: (copy) => {
    const { explorer } = copy;
    const features = explorer.tabs.some((tab) =>
      (tab.useCases as Array<AutomationUseCase | AiUseCase>).some(isAiUseCase),
    );
    return {
      id: copy.pageContext === 'automation' ? 'lp-industries' : 'lp-categories',
      type: 'tab_explorer',
      data: {
        heading: explorer.heading,
        description: explorer.description,
        cards: features ? 'features' : 'savings',
        // The AI page collapses the extra use cases again on a tab change.
        resetOnTabChange: features,
        tabsLabel: explorer.tabsLabel,
        showMoreLabel: explorer.showMoreLabel,
        showLessLabel: explorer.showLessLabel,
        savedLabel: explorer.labels.saved,
        featuresLabel: explorer.labels.features,
        timelineLabel: explorer.labels.timeline,
        costLabel: explorer.labels.cost,
        tabs: explorer.tabs.map((tab) => ({
          name: tab.name,
          icon: tab.icon,
          description: tab.description,
          useCases: (tab.useCases as Array<AutomationUseCase | AiUseCase>).map((useCase) => {
            const ai = isAiUseCase(useCase) ? useCase : undefined;
            const automation = isAiUseCase(useCase) ? undefined : useCase;
            return {
              title: useCase.title,
              icon: useCase.icon,
              description: useCase.description,
              savings: automation?.savings,
              roi: automation?.roi,
              features: ai ? [...ai.features] : [],
              timeline: ai?.timeline,
              cost: ai?.cost,
            };
          }),
        })),
        progressLabel: explorer.progress?.label,
        progressStatus: explorer.progress?.status,
        progressPercent: explorer.progress?.percent,
        ctaText: explorer.cta.text,
        ctaLabel: explorer.cta.label,
      },
    };
  },
  process: (copy) =>
    copy.process && {
      id: 'lp-process',
      type: 'step_cards',
      data: {
        heading: copy.process.heading,
        description: copy.process.description,
        steps: copy.process.steps.map((step) => ({ ...step })),
        totalLabel: copy.process.total.label,
        totalFast: copy.process.total.ai,
        totalVersus: copy.process.total.versus ?? SECTION_LABELS.landingVersus,
        totalSlow: copy.process.total.traditional,
      },
    },
  roi: (copy) => ({
    id: 'lp-roi',
    type: 'roi_figures',
    data: {
      heading: copy.roi.heading,
      description: copy.roi.description,
      gainsHeading: copy.roi.perEmployee.heading,
      gains: copy.roi.perEmployee.items.map(({ value, label }) => ({ value, label })),
      headlineValue: copy.roi.headline.value,
      headlineLabel: copy.roi.headline.label,
      stats: copy.roi.stats.map(({ value, label }) => ({ value, label })),
      ctaLabel: copy.roi.cta,
      note: copy.roi.note,
    },
  }),
  finalCta: (copy) => ({
    id: 'landing-final-cta',
    type: 'cta_band',
    data: {
      variant: 'lead-offer',
      heading: copy.finalCta.heading,
      text: copy.finalCta.offer,
      primaryLabel: copy.finalCta.buttons[0] ?? '',
      secondaryLabel: copy.finalCta.buttons[1],
      urgency: copy.finalCta.urgency,
      note: copy.finalCta.text,
    },
  }),
  trustStrip: (copy) => ({
    id: 'lp-trust',
    type: 'trust_strip',
    data: {
      label: copy.trustStripLabel ?? SECTION_LABELS.landingTrustStrip,
      items: [...copy.trustStrip],
    },
  }),
  closingCta: () => ({
    id: 'lp-closing',
    type: 'cta_band',
    data: {
      variant: 'schedule-wizard',
      heading: closingCta.heading,
      text: closingCta.text,
      primaryLabel: closingCta.scheduleLabel,
      secondaryLabel: closingCta.getStartedLabel,
    },
  }),
  contact: () => ({
    id: 'lp-contact',
    type: 'contact_form',
    data: { ...contactSection, desktopOnly: false },
  }),
  stickyBar: (copy) => ({
    id: 'lp-sticky-cta',
    type: 'sticky_cta',
    data: {
      floatingText: copy.floatingBar.urgency,
      floatingLabel: copy.floatingBar.text,
      barText: copy.stickyBar.text,
      barLabel: copy.stickyBar.action,
    },
  }),
} satisfies Record<string, (copy: LandingCopy) => PageBlock | undefined>;

type LandingSection = keyof typeof landingBlockBuilders;

/** Each page's sections, in order; the sticky bar is fixed, wherever it sits. */
const LANDING_ORDER: Record<LandingCopy['pageContext'], LandingSection[]> = {
  automation: [
    'hero',
    'platforms',
    'beforeAfter',
    'testimonials',
    'explorer',
    'roi',
    'finalCta',
    'trustStrip',
    'closingCta',
    'contact',
    'stickyBar',
  ],
  'ai-development': [
    'hero',
    'platforms',
    'beforeAfter',
    'resultBanner',
    'explorer',
    'testimonials',
    'process',
    'roi',
    'finalCta',
    'trustStrip',
    'closingCta',
    'contact',
    'stickyBar',
  ],
};

/** A landing page's block builders, in its order. */
export function landingBuildersOf(
  copy: Pick<LandingCopy, 'pageContext'>,
): Array<(copy: LandingCopy) => PageBlock | undefined> {
  return LANDING_ORDER[copy.pageContext].map((section) => landingBlockBuilders[section]);
}

/** A landing page's blocks, in its order. */
export function landingPageBlocks(copy: LandingCopy): PageBlock[] {
  return landingBuildersOf(copy)
    .map((build) => build(copy))
    .filter((block): block is PageBlock => block !== undefined);
}

/** The bundled landing copies; a copy's hero key is its page's slug. */
export const landingCopies: LandingCopy[] = [automationLandingPage, aiDevelopmentLandingPage];

export const automationPageBlocks = landingPageBlocks(automationLandingPage);
export const aiDevelopmentPageBlocks = landingPageBlocks(aiDevelopmentLandingPage);
