import type { Metadata } from 'next';
import { getPage } from '@/lib/content';
import type { SeoFields } from '@/lib/content/types';
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
        ogImage: page.ogImage ?? fallback.ogImage,
        noindex: page.noindex || fallback.noindex,
      }
    : fallback;
  return buildPageMetadata(withEditorSeo(fromPage, itemSeo));
}
