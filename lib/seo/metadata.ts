import type { Metadata } from 'next';
import { getEnv } from '@/lib/env';
import { TEXT_LIMITS } from '@/lib/constants';
import { truncateAtWord } from '@/lib/text';
import { BRAND_NAME } from '@/content-fallback/site';
import type { SeoFields } from '@/lib/content/types';

/** The brand in titles, Open Graph and structured data; written once, in content-fallback/site.ts. */
export const SITE_NAME = BRAND_NAME;

export interface PageSeo {
  title: string;
  description: string;
  /** Site path of the page ("/services/automation"); becomes the canonical URL. */
  path: string;
  /** An explicit canonical (CMS canonical_link) wins over the path. */
  canonical?: string;
  keywords?: string[];
  /** Developer-only and error pages, and those an editor marks, stay out of search engines. */
  noindex?: boolean;
  openGraphType?: 'website' | 'article';
  /** An editor's link preview image (absolute URL); else the generated card. */
  ogImage?: string;
}

/** The route's SEO with an editor's fields over it: each empty field keeps the route's own. */
export function withEditorSeo(route: PageSeo, seo: SeoFields | undefined): PageSeo {
  if (!seo) return route;
  return {
    ...route,
    title: seo.title ?? route.title,
    description: seo.metaDescription ?? route.description,
    canonical: seo.canonical ?? route.canonical,
    ogImage: seo.ogImage ?? route.ogImage,
    noindex: seo.noindex || route.noindex,
  };
}

/** Separators and joiners a cut title must not end with ('Octaacer |', 'AI &'). */
const DANGLING_TITLE_END = /[\s|\-–—&,:;·/+]+$/;

/**
 * Spec 01 §9: SEO titles are at most 50 characters, cut at a word boundary (no ellipsis: a search
 * result shows the words, not a broken one); a single overlong word is cut hard.
 */
export function trimSeoTitle(title: string): string {
  const clean = title.replace(/\s+/g, ' ').trim();
  const max = TEXT_LIMITS.seoTitle;
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max + 1);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : clean.slice(0, max);
  return cut.replace(DANGLING_TITLE_END, '') || clean.slice(0, max);
}

/** Descriptions: at most 170 characters, cut at a word boundary with an ellipsis. */
export function trimSeoDescription(description: string): string {
  return truncateAtWord(description.replace(/\s+/g, ' '), TEXT_LIMITS.seoDescription);
}

/** Size of the generated Open Graph / Twitter card image. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The generated card for a page title (app/api/og renders it with next/og). */
export function ogImagePath(title: string): string {
  return `/api/og?title=${encodeURIComponent(title)}`;
}

/** Absolute URL of a site path, against NEXT_PUBLIC_SITE_URL. Absolute inputs pass through. */
export function toAbsoluteUrl(
  pathOrUrl: string,
  siteUrl: string = getEnv().NEXT_PUBLIC_SITE_URL,
): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const path = pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`;
  // The home page's canonical is the bare origin; other paths never end in a slash.
  return path === '/' ? siteUrl : `${siteUrl}${path.replace(/\/+$/, '')}`;
}

/** The Next.js Metadata every route exports: trimmed title and description, canonical, Open Graph. */
export function buildPageMetadata(
  page: PageSeo,
  siteUrl: string = getEnv().NEXT_PUBLIC_SITE_URL,
): Metadata {
  const title = trimSeoTitle(page.title);
  const description = trimSeoDescription(page.description);
  const canonical = toAbsoluteUrl(page.canonical ?? page.path, siteUrl);
  // The editor's image is cropped to the card's size by the CMS (lib/cms/mappers ogImageUrl).
  const image = page.ogImage
    ? { url: page.ogImage, ...OG_IMAGE_SIZE, alt: title, type: 'image/jpeg' }
    : {
        url: toAbsoluteUrl(ogImagePath(title), siteUrl),
        ...OG_IMAGE_SIZE,
        alt: title,
        type: 'image/png',
      };
  return {
    metadataBase: new URL(siteUrl),
    // absolute: a layout title template must not push the title past the 50-character trim.
    title: { absolute: title },
    description,
    keywords: page.keywords,
    alternates: { canonical },
    openGraph: {
      title,
      description,
      url: canonical,
      siteName: SITE_NAME,
      type: page.openGraphType ?? 'website',
      locale: 'en_US',
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
    robots: page.noindex ? { index: false, follow: false } : undefined,
  };
}
