'use client';

import { useEffect } from 'react';
import { ErrorFallback } from '@/components/layout/error-fallback';
import { BRAND_NAME } from '@/content-fallback/site';

/**
 * Errors in the root layout itself: the same Oops screen in its own document. It imports no
 * stylesheet on purpose: Next serialises global-error's stylesheets into every page's payload
 * (57 kB of CSS text a second time), so this rare screen is styled inline, plainly.
 */
const GLOBAL_ERROR_STYLE = {
  fontFamily: 'system-ui, sans-serif',
  textAlign: 'center',
  padding: '4rem 1rem',
} as const;

export default function GlobalError({ error }: { error: unknown }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang="en" data-theme="light">
      <body className="text-ink bg-white font-sans antialiased">
        <title>{BRAND_NAME}</title>
        <main id="main-content" style={GLOBAL_ERROR_STYLE}>
          <ErrorFallback />
        </main>
      </body>
    </html>
  );
}
