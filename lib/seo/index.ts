export {
  buildPageMetadata,
  languageAlternates,
  ogImagePath,
  OG_IMAGE_SIZE,
  trimSeoDescription,
  trimSeoTitle,
  toAbsoluteUrl,
  SITE_NAME,
  withEditorSeo,
} from './metadata';
export type { PageSeo } from './metadata';
export { buildLandingPageMetadata, buildMetadataForPage, withFullTitle } from './page-metadata';
