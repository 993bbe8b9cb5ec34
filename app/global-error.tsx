'use client';

import { useEffect } from 'react';
import { ErrorFallback } from '@/components/layout/error-fallback';
import { BRAND_NAME } from '@/content-fallback/site';
import './globals.css';

/** Errors in the root layout itself: same Oops screen in its own document. */
export default function GlobalError({ error }: { error: unknown }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang="en" data-theme="light">
      <body className="text-ink bg-white font-sans antialiased">
        <title>{BRAND_NAME}</title>
        <main id="main-content">
          <ErrorFallback />
        </main>
      </body>
    </html>
  );
}
