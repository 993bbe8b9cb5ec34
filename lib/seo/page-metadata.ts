import type { Metadata } from 'next';
import { getPage } from '@/lib/content';
import type { LandingPage, SeoFields } from '@/lib/content/types';
import { buildPageMetadata, withEditorSeo, type PageSeo } from './metadata';

/**
 * Metadata for a route backed by a page record (CMS or fallback): its title, meta description,
 * canonical link, link preview image and noindex win; `fallback` covers routes without a record.
 * A service's own SEO fields (`itemSeo`) win over its page record.
 */
export async function buildMetadataForPage(
  slug: string,
  fallback: PageSeo,
  itemSeo?: SeoFields,
): Promise<Metadata> {
  const page = await getPage(slug);
  const fromPage: PageSeo = page
    ? {
        ...fallback,
        title: page.title || fallback.title,
        description: page.metaDescription || page.description || fallback.description,
        canonical: page.canonicalLink ?? fallback.canonical,
        ...(page.ogImage
          ? { ogImage: page.ogImage, ogImageAlt: page.ogImageAlt }
          : { ogImage: fallback.ogImage, ogImageAlt: fallback.ogImageAlt }),
        noindex: page.noindex || fallback.noindex,
      }
    : fallback;
  return buildPageMetadata(withEditorSeo(fromPage, itemSeo));
}

/** A title kept whole where a page's rule beats the 50-character trim (the card image keeps its own). */
export function withFullTitle(metadata: Metadata, title: string): Metadata {
  return {
    ...metadata,
    title: { absolute: title },
    openGraph: { ...metadata.openGraph, title },
    twitter: { ...metadata.twitter, title },
  };
}

/** A campaign page's metadata: its page record's SEO fields, through buildMetadataForPage. */
export async function buildLandingPageMetadata(page: LandingPage): Promise<Metadata> {
  const metadata = await buildMetadataForPage(
    page.slug,
    {
      title: page.title,
      description: page.description,
      path: page.permalink,
      canonical: page.canonicalLink,
      keywords: page.keywords,
    },
    // A variant is the original's page for search engines, whatever its record says.
    page.variant ? { canonical: page.variant.of, noindex: true } : undefined,
  );
  return page.keepFullTitle ? withFullTitle(metadata, page.title) : metadata;
}
