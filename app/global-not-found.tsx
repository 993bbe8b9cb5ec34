import type { Metadata, Viewport } from 'next';
import { NotFoundView } from '@/components/layout/not-found-view';
import { SiteDocument } from '@/components/layout/site-document';
import { STATUS_COPY } from '@/content-fallback/shell';
import { brandedTitle } from '@/content-fallback/site';
import { getEnv } from '@/lib/env';
import './globals.css';

// Paths no route matches (experimental.globalNotFound): Next renders this file without any
// layout, so it brings the stylesheet and the document itself.

export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(getEnv().NEXT_PUBLIC_SITE_URL),
    title: brandedTitle(STATUS_COPY.notFoundTitle),
    robots: { index: false, follow: true },
  };
}

export const viewport: Viewport = { themeColor: '#5b3df5' };

export default function GlobalNotFound() {
  return (
    <SiteDocument>
      <NotFoundView />
    </SiteDocument>
  );
}
