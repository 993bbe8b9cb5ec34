'use client';

import type { ReactNode } from 'react';
import { openCookieSettings } from '@/lib/analytics/cookie-settings-event';

/** Footer button that reopens the consent choice; its label comes from the (server) footer. */
export function CookieSettingsButton({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <button type="button" className={className} onClick={openCookieSettings}>
      {children}
    </button>
  );
}
