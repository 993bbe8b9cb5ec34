import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { SiteDocument } from '@/components/layout/site-document';
import { getSiteConfig, loadPageFacts } from '@/lib/content';
import { isScaleContentSet } from '@/lib/content/content-set';
import { getEnv } from '@/lib/env';
import { isLocale, LOCALES } from '@/lib/i18n/locales';
import { setRequestLocale } from '@/lib/i18n/request-locale';

// No stylesheet here: app/[locale]/(site)/layout.tsx imports it (see there why).

/**
 * Every page in every language is pre-rendered. The benchmark's 1,000-project set pre-renders
 * English only; its other languages render on their first request and are cached.
 */
export function generateStaticParams() {
  return (isScaleContentSet() ? ['en'] : LOCALES).map((locale) => ({ locale }));
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  if (isLocale(locale)) setRequestLocale(locale);
  await loadPageFacts();
  const site = getSiteConfig();
  return {
    metadataBase: new URL(getEnv().NEXT_PUBLIC_SITE_URL),
    title: { default: `${site.brand} | ${site.tagline}`, template: `%s | ${site.brand}` },
    description: site.description,
  };
}

export const viewport: Viewport = { themeColor: '#5b3df5' };

export default async function RootLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  await loadPageFacts();
  return <SiteDocument locale={locale}>{children}</SiteDocument>;
}
