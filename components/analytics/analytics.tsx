import { CONSENT_COPY } from '@/content-fallback/consent';
import { getEnv } from '@/lib/env';
import { localize } from '@/lib/i18n/localize';
import { buildConsentDefaultsScript } from '@/lib/analytics/consent';
import { LazyConsentBanner } from './lazy-consent-banner';
import type { ConsentText } from './consent-banner';

/**
 * Consent Mode defaults (inline, parsed before any tag could load) plus the consent banner,
 * which loads GA4 / Meta Pixel after the visitor allows them. Nothing renders when neither ID is set.
 */
export function Analytics({ consent }: { consent?: Pick<ConsentText, 'title' | 'body'> }) {
  const { NEXT_PUBLIC_GA_ID: gaId, NEXT_PUBLIC_META_PIXEL_ID: metaPixelId } = getEnv();
  if (!gaId && !metaPixelId) return null;
  // The banner's words in the page's language; the footer's settings button is not the banner's.
  const { settingsButton: _settingsButton, ...bundled } = localize(CONSENT_COPY);
  const text: ConsentText = { ...bundled, ...consent };
  return (
    <>
      <script
        id="consent-defaults"
        dangerouslySetInnerHTML={{ __html: buildConsentDefaultsScript() }}
      />
      <LazyConsentBanner gaId={gaId} metaPixelId={metaPixelId} text={text} />
    </>
  );
}

/** Whether the site has anything to ask consent for (the footer shows 'Cookie settings' only then). */
export function isAnalyticsConfigured(): boolean {
  const env = getEnv();
  return Boolean(env.NEXT_PUBLIC_GA_ID || env.NEXT_PUBLIC_META_PIXEL_ID);
}
