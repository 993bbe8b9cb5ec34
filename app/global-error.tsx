'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import {
  ERROR_DOCUMENT_TITLE,
  ERROR_SCREEN_COPY,
  errorLocale,
} from '@/components/layout/error-copy';
import { ErrorFallback } from '@/components/layout/error-fallback';
import { LOCALE_DIRECTION, LOCALE_TAG } from '@/lib/i18n/locales';

/**
 * Errors in the root layout itself: the same Oops screen in its own document, in the language of
 * the path (the layout that knows the locale is the part that failed). It imports no stylesheet
 * on purpose: Next serialises global-error's stylesheets into every page's payload (57 kB of CSS
 * text a second time), so this rare screen is styled inline, plainly.
 */
const GLOBAL_ERROR_STYLE = {
  fontFamily: 'system-ui, sans-serif',
  textAlign: 'center',
  padding: '4rem 1rem',
} as const;

export default function GlobalError({ error }: { error: unknown }) {
  const locale = errorLocale(usePathname());
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang={LOCALE_TAG[locale]} dir={LOCALE_DIRECTION[locale]} data-theme="light">
      <body className="text-ink bg-white font-sans antialiased">
        <title>{ERROR_DOCUMENT_TITLE}</title>
        <main id="main-content" style={GLOBAL_ERROR_STYLE}>
          <ErrorFallback copy={ERROR_SCREEN_COPY[locale]} />
        </main>
      </body>
    </html>
  );
}
