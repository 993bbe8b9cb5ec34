'use client';

import type { ReactNode } from 'react';
import { openCookieSettings } from '@/lib/analytics/cookie-settings-event';
import type { EditAttrs } from '@/lib/visual-editing/types';

/** Footer button that reopens the consent choice; its label comes from the (server) footer. */
export function CookieSettingsButton({
  className,
  children,
  edit,
}: {
  className?: string;
  children: ReactNode;
  /** The Visual Editor's mark on the label (draft mode only). */
  edit?: EditAttrs;
}) {
  return (
    <button type="button" className={className} onClick={openCookieSettings} {...edit}>
      {children}
    </button>
  );
}
