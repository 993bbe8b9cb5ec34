import type { Metadata } from 'next';
import { getEnv } from '@/lib/env';
import { TEXT_LIMITS } from '@/lib/constants';
import { truncate } from '@/lib/text';

export const SITE_NAME = 'Octaacer';

export interface PageSeo {
  title: string;
  description: string;
  /** Site path of the page ("/services/automation"); becomes the canonical URL. */
  path: string;
  /** An explicit canonical (CMS canonical_link) wins over the path. */
  canonical?: string;
  keywords?: string[];
  /** Developer-only and error pages stay out of search engines. */
  noindex?: boolean;
  openGraphType?: 'website' | 'article';
}

/** Spec 01 §9: SEO titles are trimmed to 50 characters, descriptions to 170. */
export function trimSeoTitle(title: string): string {
  return truncate(title.replace(/\s+/g, ' '), TEXT_LIMITS.seoTitle);
}

export function trimSeoDescription(description: string): string {
  return truncate(description.replace(/\s+/g, ' '), TEXT_LIMITS.seoDescription);
}

/** Absolute URL of a site path, against NEXT_PUBLIC_SITE_URL. Absolute inputs pass through. */
export function toAbsoluteUrl(pathOrUrl: string, siteUrl: string = getEnv().NEXT_PUBLIC_SITE_URL): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const path = pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`;
  // The home page's canonical is the bare origin; other paths never end in a slash.
  return path === '/' ? siteUrl : `${siteUrl}${path.replace(/\/+$/, '')}`;
}

/** The Next.js Metadata every route exports: trimmed title and description, canonical, Open Graph. */
export function buildPageMetadata(page: PageSeo, siteUrl: string = getEnv().NEXT_PUBLIC_SITE_URL): Metadata {
  const title = trimSeoTitle(page.title);
  const description = trimSeoDescription(page.description);
  const canonical = toAbsoluteUrl(page.canonical ?? page.path, siteUrl);
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
    },
    twitter: { card: 'summary_large_image', title, description },
    robots: page.noindex ? { index: false, follow: false } : undefined,
  };
}
