import type { Metadata } from 'next';
import { getEnv } from '@/lib/env';
import { TEXT_LIMITS } from '@/lib/content/limits';
import { truncateAtWord } from '@/lib/text';
import { BRAND_NAME, brandedTitle } from '@/content-fallback/site';
import type { SeoFields } from '@/lib/content/types';
import {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_TAG,
  OG_LOCALE,
  localePath,
  type Locale,
} from '@/lib/i18n/locales';
import { getRequestLocale } from '@/lib/i18n/request-locale';
import { ogImagePath } from './og-card';

/** The brand in titles, Open Graph and structured data; written once, in content-fallback/site.ts. */
export const SITE_NAME = BRAND_NAME;

/** A title with the brand after it ('Page Not Found | Octaacer'), as the bundled SEO titles are. */
export { brandedTitle };

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
  /** What the editor's image shows (og:image:alt); else the title, which the generated card shows. */
  ogImageAlt?: string;
}

/** The route's SEO with an editor's fields over it: each empty field keeps the route's own. */
export function withEditorSeo(route: PageSeo, seo: SeoFields | undefined): PageSeo {
  if (!seo) return route;
  return {
    ...route,
    title: seo.title ?? route.title,
    description: seo.metaDescription ?? route.description,
    canonical: seo.canonical ?? route.canonical,
    // An image and its description go together: never one image with another's words.
    ...(seo.ogImage
      ? { ogImage: seo.ogImage, ogImageAlt: seo.ogImageAlt }
      : { ogImage: route.ogImage, ogImageAlt: route.ogImageAlt }),
    noindex: seo.noindex || route.noindex,
  };
}

/** Separators and joiners a cut title must not end with ('Octaacer |', 'AI &'). */
const DANGLING_TITLE_END = /[\s|\-–—&,:;·/+]+$/;

/**
 * SEO titles are at most 50 characters, cut at a word boundary (no ellipsis: a search
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
  const cut = truncateAtWord(description.replace(/\s+/g, ' '), TEXT_LIMITS.seoDescription);
  // One overlong word (a pasted URL) has no boundary to cut at: search engines get its start.
  return cut.slice(0, TEXT_LIMITS.seoDescription);
}

/** Size of the generated Open Graph / Twitter card image. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

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

/**
 * hreflang alternates of a site path: the page in every language, and x-default → English (the
 * unprefixed URL a visitor with no matching language gets).
 */
export function languageAlternates(
  path: string,
  siteUrl: string = getEnv().NEXT_PUBLIC_SITE_URL,
): Record<string, string> {
  const alternates: Record<string, string> = {};
  for (const locale of LOCALES)
    alternates[LOCALE_TAG[locale]] = toAbsoluteUrl(localePath(path, locale), siteUrl);
  alternates['x-default'] = toAbsoluteUrl(localePath(path, DEFAULT_LOCALE), siteUrl);
  return alternates;
}

/**
 * The Next.js Metadata every route exports: trimmed title and description, the canonical of the
 * page's language (`path` is the English path: '/about' is '/ar/about' in Arabic), its hreflang
 * alternates, Open Graph with the language's og:locale.
 */
export function buildPageMetadata(
  page: PageSeo,
  siteUrl: string = getEnv().NEXT_PUBLIC_SITE_URL,
  locale: Locale = getRequestLocale(),
): Metadata {
  const title = trimSeoTitle(page.title);
  const description = trimSeoDescription(page.description);
  // An editor's canonical that is a site path is written in the page's language too.
  const canonical = toAbsoluteUrl(localePath(page.canonical ?? page.path, locale), siteUrl);
  // An editor's canonical on another site cannot have language versions: the route's own do.
  const alternatePath = page.canonical?.startsWith('/') ? page.canonical : page.path;
  // The editor's image is cropped to the card's size by the CMS (lib/cms/mappers ogImageUrl).
  const image = page.ogImage
    ? { url: page.ogImage, ...OG_IMAGE_SIZE, alt: page.ogImageAlt ?? title, type: 'image/jpeg' }
    : {
        url: toAbsoluteUrl(ogImagePath(title, locale), siteUrl),
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
    // A noindex page lists no alternates: none of its languages is meant to be found.
    alternates: page.noindex
      ? { canonical }
      : { canonical, languages: languageAlternates(alternatePath, siteUrl) },
    openGraph: {
      title,
      description,
      url: canonical,
      siteName: SITE_NAME,
      type: page.openGraphType ?? 'website',
      locale: OG_LOCALE[locale],
      alternateLocale: LOCALES.filter((other) => other !== locale).map((other) => OG_LOCALE[other]),
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
    robots: page.noindex ? { index: false, follow: false } : undefined,
  };
}
