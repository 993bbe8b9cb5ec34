import type { Metadata, Viewport } from 'next';
import { SiteDocument } from '@/components/layout/site-document';
import { getSiteConfig } from '@/lib/content';
import { getEnv } from '@/lib/env';

// No stylesheet here: app/(site)/layout.tsx imports it (see there why).

export function generateMetadata(): Metadata {
  const site = getSiteConfig();
  return {
    metadataBase: new URL(getEnv().NEXT_PUBLIC_SITE_URL),
    title: { default: `${site.brand} | ${site.tagline}`, template: `%s | ${site.brand}` },
    description: site.description,
  };
}

export const viewport: Viewport = { themeColor: '#5b3df5' };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}
