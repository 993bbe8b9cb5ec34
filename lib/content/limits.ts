/**
 * Text and list limits that the editors' Directus forms (the block definitions, the CMS mappers,
 * the lead contract) and the renderers share, named once. A translation may be longer: see
 * translatedTextLimit in lib/blocks/fields.
 */

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

/** Home block 3: six automation platform tiles and six AI development tool tiles. */
export const HOME_PLATFORM_TILES = 6;
