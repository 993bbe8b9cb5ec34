import type { Metadata } from 'next';
import { getPage } from '@/lib/content';
import { buildPageMetadata, type PageSeo } from './metadata';

/**
 * Metadata for a route backed by a page record (CMS or fallback): its title, meta description
 * and canonical link win; `fallback` covers routes without a record.
 */
export async function buildMetadataForPage(slug: string, fallback: PageSeo): Promise<Metadata> {
  const page = await getPage(slug);
  if (!page) return buildPageMetadata(fallback);
  return buildPageMetadata({
    ...fallback,
    title: page.title || fallback.title,
    description: page.metaDescription || page.description || fallback.description,
    canonical: page.canonicalLink ?? fallback.canonical,
  });
}
