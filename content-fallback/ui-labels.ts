/**
 * The words reusable sections and primitives write around their data: screen-reader notes,
 * summary lines and control labels. Kept here, next to the rest of the copy, so editors and
 * translators find every visible string in content-fallback/ and the components only lay it out.
 */

/** Screen-reader note after a link that opens in a new tab (WCAG 3.2.5). */
export const OPENS_IN_NEW_TAB = '(opens in a new tab)';

export const REVIEW_LABELS = {
  rated: (rating: number, maxRating: number) => `Rated ${rating} out of ${maxRating}`,
  /** Landing-page testimonials are all five-star quotes. */
  fiveStars: '5 out of 5 stars',
} as const;

export const CARD_LABELS = {
  technologies: 'Technologies',
  /** Read after the '+N' chip of a card's tags: '+1 more'. */
  moreTags: 'more',
} as const;

export const SECTION_LABELS = {
  heroTrustSignals: 'Why clients choose us',
  processStep: (stepNumber: number) => `Step ${stepNumber}: `,
  aboutSectionLinks: 'On this page',
  aboutMissionVision: 'Mission and Vision',
  challengeImpact: (challenge: string) => `Impact of ${challenge}`,
  solutionBenefits: (solution: string) => `Benefits of ${solution}`,
  landingShowLess: 'Show Less',
  /** Between the AI and the traditional total of a landing page's process: '6 weeks vs 6 months'. */
  landingVersus: 'vs',
  landingTrustStrip: 'Trust and compliance',
} as const;

export const PREVIEW_LABELS = {
  notice: 'Preview: you are seeing unpublished drafts.',
  exit: 'Exit preview',
} as const;

export const CAROUSEL_LABELS = {
  pause: 'Pause automatic slide show',
  play: 'Start automatic slide show',
  previous: (itemName: string) => `Previous ${itemName}`,
  next: (itemName: string) => `Next ${itemName}`,
  showItem: (itemName: string, position: number) => `Show ${itemName} ${position}`,
  slidePosition: (position: number, count: number) => `${position} of ${count}`,
} as const;

export const IMAGE_LABELS = {
  /** Spec 01 §9: the state a card image shows when it fails to load. */
  failed: 'Failed to load image',
  unnamed: 'Image',
} as const;

export const SHOWCASE_LABELS = {
  itemList: 'Services in this section',
  details: 'Service details',
} as const;

export const HOME_LABELS = {
  ratingTerm: (platform: string) => `${platform} rating`,
  serviceCardLinkTarget: (service: string) => ` about ${service}`,
} as const;
