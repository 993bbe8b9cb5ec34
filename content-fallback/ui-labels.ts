/**
 * The words reusable sections and primitives write around their data: screen-reader notes,
 * summary lines and control labels. Kept here, next to the rest of the copy, so editors and
 * translators find every visible string in content-fallback/ and the components only lay it out.
 *
 * A label built around a name or a number is a template ('Rated {rating} out of {maxRating}'):
 * the catalogs translate the template, whose word order is the language's own, and the component
 * fills it in after translation (fillTemplate in lib/text).
 */
import type { CarouselLabels, ShowcaseLabels } from '@/lib/content/types';

/** Screen-reader note after a link that opens in a new tab (WCAG 3.2.5). */
export const OPENS_IN_NEW_TAB = '(opens in a new tab)';

export const REVIEW_LABELS = {
  rated: 'Rated {rating} out of {maxRating}',
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
  processStep: 'Step {step}:',
  aboutSectionLinks: 'On this page',
  aboutMissionVision: 'Mission and Vision',
  challengeImpact: 'Impact of {challenge}',
  solutionBenefits: 'Benefits of {solution}',
  landingShowLess: 'Show Less',
  /** Between the AI and the traditional total of a landing page's process: '6 weeks vs 6 months'. */
  landingVersus: 'vs',
  landingTrustStrip: 'Trust and compliance',
} as const;

export const PREVIEW_LABELS = {
  notice: 'Preview: you are seeing unpublished drafts.',
  exit: 'Exit preview',
} as const;

/**
 * The testimonial carousel's controls, whole phrases rather than 'Next {item}' so each language
 * can agree its words with the noun. '{position}' and '{count}' are slide numbers.
 */
export const CAROUSEL_LABELS: CarouselLabels = {
  /** What a screen reader calls the carousel and each slide (aria-roledescription). */
  carousel: 'carousel',
  slide: 'slide',
  pause: 'Pause automatic slide show',
  play: 'Start automatic slide show',
  previous: 'Previous testimonial',
  next: 'Next testimonial',
  showItem: 'Show testimonial {position}',
  slidePosition: '{position} of {count}',
};

export const IMAGE_LABELS = {
  /** The state a card image shows when it fails to load. */
  failed: 'Failed to load image',
  unnamed: 'Image',
} as const;

export const SHOWCASE_LABELS: ShowcaseLabels = {
  itemList: 'Services in this section',
  details: 'Service details',
};

export const HOME_LABELS = {
  ratingTerm: '{platform} rating',
  /** Read after a service card's link text ('Learn more'): 'Learn more about Web Development'. */
  serviceCardLinkTarget: 'about {service}',
} as const;
