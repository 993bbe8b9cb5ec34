import localFont from 'next/font/local';
import { Analytics } from '@/components/analytics/analytics';
import { BuildVersionCheck } from '@/components/build-version/build-version-check';
import { DialogHost } from '@/components/forms/dialog-host';
import { DialogBoot } from '@/components/layout/dialog-boot';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { IntentPrefetch } from '@/components/layout/intent-prefetch';
import { NavigationSpinner } from '@/components/layout/navigation-spinner';
import { SiteOrganizationJsonLd } from '@/components/layout/organization-json-ld';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { SiteStickyCta } from '@/components/layout/site-sticky-cta';
import { PreviewBar } from '@/components/preview/preview-bar';
import { STATUS_COPY } from '@/content-fallback/shell';
import { getSchedulerUrl, getSiteConfig } from '@/lib/content';
import { getEnv } from '@/lib/env';

// Geist (the `geist` package's variable font) cut to the Latin glyphs the site writes: 25 kB
// instead of 69 kB; the preloaded font is on the first paint's critical path on a slow phone.
// 'optional': a font that misses the first paint is not swapped in later, because the swap
// re-wraps the hero's lines and moves everything under them (CLS). Regenerate the file with
// scripts/subset-font.sh.
const geistSans = localFont({
  src: '../../app/fonts/geist-sans-latin.woff2',
  variable: '--font-geist-sans',
  weight: '100 900',
  display: 'optional',
});

/**
 * The whole document around a page: header, footer, dialogs, analytics. The root layout renders
 * it, and so does app/global-not-found.tsx, which Next renders without any layout.
 */
export async function SiteDocument({ children }: { children: React.ReactNode }) {
  const site = getSiteConfig();
  const schedulerUrl = await getSchedulerUrl();

  return (
    <html lang="en" data-theme="light" className={geistSans.variable}>
      <body className="text-ink bg-white font-sans antialiased">
        <DialogBoot />
        <a
          href="#main-content"
          className="bg-primary sr-only rounded-md px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
        >
          {STATUS_COPY.skipToContent}
        </a>
        <SiteOrganizationJsonLd site={site} siteUrl={getEnv().NEXT_PUBLIC_SITE_URL} />
        <PreviewBar />
        <Header />
        {/* Extra room below 1024 px for the fixed mobile call-to-action bar. */}
        <main id="main-content" tabIndex={-1} className="pb-24 outline-none lg:pb-0">
          {children}
        </main>
        <Footer />
        <SiteStickyCta />
        <ScrollToTop />
        <NavigationSpinner />
        <IntentPrefetch />
        <DialogHost config={{ schedulerUrl, whatsappNumber: site.whatsappNumber }} />
        <Analytics />
        <BuildVersionCheck />
      </body>
    </html>
  );
}
