import { getEnv } from '@/lib/env';
import { getConsentCopy } from '@/lib/content/copy';
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
  // The banner's words in the page's language (only these: the client gets no more than it shows).
  const bundled = getConsentCopy();
  const text: ConsentText = {
    title: consent?.title ?? bundled.title,
    body: consent?.body ?? bundled.body,
    privacyLink: bundled.privacyLink,
    privacyHref: bundled.privacyHref,
    acceptAll: bundled.acceptAll,
    rejectAll: bundled.rejectAll,
    choose: bundled.choose,
    save: bundled.save,
    necessary: bundled.necessary,
    categories: bundled.categories,
  };
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
