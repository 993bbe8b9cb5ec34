/** Sticky and sideways-scrolling sections: offsets, card sizes, when a row goes sideways. */

export const STICKY = {
  offsetPx: 80,
  benefitCardWidthPx: 392,
  gapPx: 32,
  intersectionThreshold: 0.1,
} as const;

export const SECTION_LAYOUT = {
  showcaseScrollPerItemPx: 400,
  coreFeatureCardWidthPx: 352,
  coreFeatureGapPx: 32,
  /** Core features scroll horizontally at this many cards or more. */
  coreFeatureHorizontalFrom: 4,
  /** Icon-benefit cards and benefits lists go horizontal above this many items. */
  horizontalAbove: 4,
} as const;
