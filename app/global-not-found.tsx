import type { Metadata, Viewport } from 'next';
import { NotFoundView } from '@/components/layout/not-found-view';
import { SiteDocument } from '@/components/layout/site-document';
import { headers } from 'next/headers';
import { getEnv } from '@/lib/env';
import { getShellCopy } from '@/lib/content/copy';
import { brandedTitle } from '@/lib/seo';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';
import { setRequestLocale } from '@/lib/i18n/request-locale';
import { LOCALE_HEADER } from '@/lib/i18n/routing';
import './globals.css';

// Paths no route matches (experimental.globalNotFound): Next renders this file without any
// layout, so it brings the stylesheet and the document itself.

/** The language of the path asked for (set by the middleware): /ar/nothing answers in Arabic. */
async function requestedLocale(): Promise<Locale> {
  const value = (await headers()).get(LOCALE_HEADER);
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

export async function generateMetadata(): Promise<Metadata> {
  const locale = await requestedLocale();
  return {
    metadataBase: new URL(getEnv().NEXT_PUBLIC_SITE_URL),
    title: brandedTitle(getShellCopy(locale).STATUS_COPY.notFoundTitle),
    robots: { index: false, follow: true },
  };
}

export const viewport: Viewport = { themeColor: '#5b3df5' };

export default async function GlobalNotFound() {
  const locale = await requestedLocale();
  setRequestLocale(locale);
  return (
    <SiteDocument locale={locale}>
      <NotFoundView />
    </SiteDocument>
  );
}
