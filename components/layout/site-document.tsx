import { Analytics } from '@/components/analytics/analytics';
import { BuildVersionCheck } from '@/components/build-version/build-version-check';
import { DialogHost } from '@/components/forms/dialog-host';
import { DialogBoot } from '@/components/layout/dialog-boot';
import { Footer } from '@/components/layout/footer';
import { LocaleFonts } from '@/components/layout/site-fonts';
import { Header } from '@/components/layout/header';
import { IntentPrefetch } from '@/components/layout/intent-prefetch';
import { NavigationSpinner } from '@/components/layout/navigation-spinner';
import { SiteOrganizationJsonLd } from '@/components/layout/organization-json-ld';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { SiteStickyCta } from '@/components/layout/site-sticky-cta';
import { PreviewBar } from '@/components/preview/preview-bar';
import { VisualEditing } from '@/components/preview/visual-editing';
import { getSchedulerUrl, getSiteSettings } from '@/lib/content';
import { getShellCopy } from '@/lib/content/copy';
import { getEnv } from '@/lib/env';
import { DEFAULT_LOCALE, LOCALE_DIRECTION, LOCALE_TAG, type Locale } from '@/lib/i18n/locales';

/**
 * The whole document around a page: header, footer, dialogs, analytics. The root layout renders
 * it, and so does app/global-not-found.tsx, which Next renders without any layout.
 */
export async function SiteDocument({
  children,
  locale = DEFAULT_LOCALE,
}: {
  children: React.ReactNode;
  locale?: Locale;
}) {
  const [{ site, consent, labels }, schedulerUrl] = await Promise.all([
    getSiteSettings(),
    getSchedulerUrl(),
  ]);
  const status = getShellCopy(locale).STATUS_COPY;

  return (
    <html lang={LOCALE_TAG[locale]} dir={LOCALE_DIRECTION[locale]} data-theme="light">
      <body className="text-ink bg-white font-sans antialiased">
        <DialogBoot />
        <LocaleFonts locale={locale} />
        <a
          href="#main-content"
          className="bg-primary sr-only rounded-md px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:inset-s-3 focus:top-3 focus:z-50"
        >
          {status.skipToContent}
        </a>
        <SiteOrganizationJsonLd site={site} siteUrl={getEnv().NEXT_PUBLIC_SITE_URL} />
        <PreviewBar />
        <Header />
        {/* No room kept for the fixed bars: they keep off the footer (useStickyCtaVisibility). */}
        <main id="main-content" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <Footer />
        <SiteStickyCta copy={{ text: labels.stickyText, action: labels.stickyAction }} />
        <ScrollToTop />
        <NavigationSpinner label={status.loading} />
        <IntentPrefetch />
        <DialogHost config={{ schedulerUrl, whatsappNumber: site.whatsappNumber }} />
        <Analytics consent={consent} />
        <BuildVersionCheck />
        <VisualEditing />
      </body>
    </html>
  );
}
