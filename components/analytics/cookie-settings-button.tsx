'use client';

import { openCookieSettings } from '@/lib/analytics/consent';
import { CONSENT_COPY } from '@/lib/analytics/consent-copy';

/** Footer button that reopens the consent choice. */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={openCookieSettings}>
      {CONSENT_COPY.settingsButton}
    </button>
  );
}
