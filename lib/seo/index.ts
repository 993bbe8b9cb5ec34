export {
  buildPageMetadata,
  ogImagePath,
  OG_IMAGE_SIZE,
  trimSeoDescription,
  trimSeoTitle,
  toAbsoluteUrl,
  SITE_NAME,
  withEditorSeo,
} from './metadata';
export type { PageSeo } from './metadata';
export { buildMetadataForPage } from './page-metadata';
