export {
  brandedTitle,
  buildPageMetadata,
  languageAlternates,
  OG_IMAGE_SIZE,
  trimSeoDescription,
  trimSeoTitle,
  toAbsoluteUrl,
  SITE_NAME,
  withEditorSeo,
} from './metadata';
export { ogImagePath } from './og-card';
export type { PageSeo } from './metadata';
export { buildLandingPageMetadata, buildMetadataForPage, withFullTitle } from './page-metadata';
