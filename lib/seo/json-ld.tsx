/**
 * JSON-LD for detail pages (Service, BreadcrumbList) and the CMS page record's own schema.
 * Everything is serialised by serializeJsonLd: CMS text can never close the <script> element.
 */
import { getEnv } from '@/lib/env';
import { LOCALE_TAG, localePath, type Locale } from '@/lib/i18n/locales';
import { getRequestLocale } from '@/lib/i18n/request-locale';
import { SITE_NAME, toAbsoluteUrl } from './metadata';

type JsonLdData = Record<string, unknown>;

/**
 * JSON for an inline <script type="application/ld+json">. Every '<', '>' and '&' becomes a JSON
 * unicode escape (still the same JSON value), so no '</script', '<!--' or similar sequence in any
 * casing or spacing can appear; U+2028/2029 are escaped for old parsers.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function JsonLd({ data, id }: { data: JsonLdData | undefined; id?: string }) {
  if (!data) return null;
  return (
    <script
      type="application/ld+json"
      id={id}
      // Safe: serializeJsonLd escapes every character that could end the script element.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}

export interface Crumb {
  name: string;
  path: string;
}

/** Crumb paths are English site paths; the trail links the page's language versions. */
export function breadcrumbJsonLd(
  crumbs: readonly Crumb[],
  siteUrl: string = getEnv().NEXT_PUBLIC_SITE_URL,
  locale: Locale = getRequestLocale(),
): JsonLdData {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    inLanguage: LOCALE_TAG[locale],
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: toAbsoluteUrl(localePath(crumb.path, locale), siteUrl),
    })),
  };
}

export function serviceJsonLd(
  service: { title: string; shortDescription: string; slug: string },
  siteUrl: string = getEnv().NEXT_PUBLIC_SITE_URL,
  locale: Locale = getRequestLocale(),
): JsonLdData {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    inLanguage: LOCALE_TAG[locale],
    name: service.title,
    serviceType: service.title,
    description: service.shortDescription,
    url: toAbsoluteUrl(localePath(`/services/${service.slug}`, locale), siteUrl),
    provider: { '@type': 'Organization', name: SITE_NAME, url: siteUrl },
  };
}

/** A CMS json_ld_schema object gets a schema.org context when the editor left it out. */
export function cmsJsonLd(
  schema: JsonLdData | undefined,
  locale: Locale = getRequestLocale(),
): JsonLdData | undefined {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return undefined;
  // The record is read in the page's language; an editor's own inLanguage wins.
  return { '@context': 'https://schema.org', inLanguage: LOCALE_TAG[locale], ...schema };
}
