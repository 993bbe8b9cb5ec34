export { buildPageMetadata, trimSeoDescription, trimSeoTitle, toAbsoluteUrl, SITE_NAME } from './metadata';
export type { PageSeo } from './metadata';
export { buildMetadataForPage } from './page-metadata';
