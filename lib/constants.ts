/** Business constants (timings, limits, breakpoints), named once. */
import { IMAGE_QUALITY, IMAGE_WIDTHS } from './image-config.mjs';

export const HEADER = {
  scrollThresholdPx: 10,
  dropdownMarginRatio: 0.02,
  repositionDelayMs: 300,
  resizeDebounceMs: 150,
  menuDescriptionMax: 100,
} as const;

export const MODAL_TIMINGS = {
  wizardExitMs: 300,
  leadModalExitMs: 400,
  healthCheckAutoCloseMs: 2000,
} as const;

export const TEXT_LIMITS = {
  name: 50,
  email: 100,
  company: 100,
  /** The lead modal's optional phone (free form: digits, spaces, + - ( )). */
  leadModalPhone: 30,
  message: 500,
  sectionTitle: 45,
  sectionDescription: 150,
  portfolioCardTitle: 50,
  portfolioCardDescription: 120,
  portfolioTag: 20,
  industryCardTitle: 60,
  industryCardDescription: 150,
  seoTitle: 50,
  seoDescription: 170,
  jobDescription: 150,
  /** A modal lead's landing page: permalink and query (the attribution's landing path limit). */
  landingPage: 500,
} as const;

/** Home block 3: six automation platform tiles and six AI development tool tiles. */
export const HOME_PLATFORM_TILES = 6;
export const DEFAULT_SERVICE_ORDER = 999;

export const GEO = {
  countrySearchDebounceMs: 100,
  preferredCountries: ['us', 'gb', 'ca', 'au', 'pk', 'in'],
} as const;

export const IMAGE = {
  widths: IMAGE_WIDTHS,
  quality: IMAGE_QUALITY,
  lazyRootMarginPx: 100,
  ogWidth: 1200,
  ogHeight: 630,
} as const;

export const TYPEWRITER = { speedMs: 50, homeDelayMs: 200, defaultDelayMs: 500 } as const;

export const CAROUSEL = { intervalMs: 5000, manualPauseMs: 1000 } as const;

export const COUNTER = { steps: 60, stepMs: 33, visibleRatio: 0.5 } as const;

export const STICKY = {
  offsetPx: 80,
  benefitCardWidthPx: 392,
  gapPx: 32,
  intersectionThreshold: 0.1,
} as const;

export const BREAKPOINTS = { md: 768, lg: 1024, xl: 1280 } as const;

/** Reusable sections and home cards. */
export const SECTION_LIMITS = {
  techListTitle: 30,
  techListDescription: 120,
  coreFeatureTitle: 35,
  coreFeatureDescription: 120,
  processStepTitle: 35,
  processStepDescription: 150,
  showcaseDescription: 280,
  showcaseMaxItems: 4,
  portfolioVisibleTags: 4,
} as const;

export const SECTION_LAYOUT = {
  showcaseScrollPerItemPx: 400,
  showcaseWideFromPx: 1280,
  coreFeatureCardWidthPx: 352,
  coreFeatureGapPx: 32,
  /** Core features scroll horizontally at this many cards or more. */
  coreFeatureHorizontalFrom: 4,
  /** Icon-benefit cards and benefits lists go horizontal above this many items. */
  horizontalAbove: 4,
} as const;

/** Header Services dropdown: the 'Trending Solutions' section, in this order. */
export const TRENDING_SERVICE_SLUGS = [
  'business-automation',
  'ai-development',
  'devops-services',
] as const;

/** Footer Services list: these come first, each with a blinking dot. */
export const FOOTER_HIGHLIGHTED_SERVICE_SLUGS = ['business-automation', 'ai-development'] as const;

/** Route behaviours of the portfolio pages. */
export const PORTFOLIO = {
  /** /portfolios#all smooth-scrolls to the list after this delay. */
  hashScrollDelayMs: 100,
  relatedProjectsMax: 3,
  relatedProjectTagsMax: 3,
} as const;

/** Detail-page list limits (industries, automation platforms, service pages). */
export const DETAIL_LIMITS = {
  industryServiceFeatures: 3,
  industryProjectTags: 5,
  automationPlatformFeatures: 4,
  socialMediaFeaturedProjects: 3,
} as const;

/** Intrinsic sizes of the drawn illustrations in public/assets (service/industry banners, project images). */
export const ILLUSTRATION_SIZE = {
  banner: { width: 1200, height: 630 },
  project: { width: 1200, height: 800 },
} as const;

/** /about motion. */
export const ABOUT_MOTION = {
  counterDurationMs: 2000,
  counterThreshold: 0.1,
  heroRevealDelayMs: 300,
  valueStaggerMs: 100,
  journeyStaggerMs: 200,
} as const;

/** Careers cards gain the 'animate' class when this much is visible. */
export const CAREERS_ANIMATE = {
  threshold: 0.1,
  rootMargin: '0px 0px -50px 0px',
  className: 'animate',
} as const;

/** Landing pages: below 768 px the explorers and lists are shortened. */
export const LANDING_MOBILE = {
  visibleTabs: 3,
  visibleUseCases: 2,
  visibleProblems: 3,
  visibleBenefits: 3,
  descriptionMax: 80,
} as const;
