'use client';
/** @jsxImportSource react */

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import {
  ERROR_DOCUMENT_TITLE,
  ERROR_SCREEN_COPY,
  errorLocale,
} from '@/components/layout/error-copy';
import { LOCALE_DIRECTION, LOCALE_TAG } from '@/lib/i18n/locales';

/**
 * Errors in the root layout itself: the Oops screen in its own document, in the language of the
 * path (the layout that knows the locale is the part that failed). It imports no stylesheet and
 * no shared component on purpose: Next loads this module on every page and serialises its
 * stylesheets into every payload, so this rare screen is styled inline, plainly, and carries only
 * its own two sentences (sharing the Oops component cost every route 6 kB of gzip JS). It renders
 * with React's own JSX runtime: the site's (lib/text-runtime) is in the layout's chunk, and Next
 * puts this module in a chunk of its own that would carry a second copy of it (0.8 kB gzip). Its
 * two sentences have no hyphenated compound to keep whole.
 */
const GLOBAL_ERROR_STYLE = {
  fontFamily: 'system-ui, sans-serif',
  textAlign: 'center',
  padding: '4rem 1rem',
} as const;

const BUTTON_STYLE = {
  marginTop: '1.5rem',
  padding: '0.75rem 1.5rem',
  borderRadius: '9999px',
  border: 0,
  background: '#5b3df5',
  color: '#fff',
  fontWeight: 600,
  cursor: 'pointer',
} as const;

export default function GlobalError({ error }: { error: unknown }) {
  const locale = errorLocale(usePathname());
  const copy = ERROR_SCREEN_COPY[locale];
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang={LOCALE_TAG[locale]} dir={LOCALE_DIRECTION[locale]} data-theme="light">
      <body>
        <title>{ERROR_DOCUMENT_TITLE}</title>
        <main id="main-content" role="alert" style={GLOBAL_ERROR_STYLE}>
          <p>{copy.message}</p>
          <button type="button" style={BUTTON_STYLE} onClick={() => window.location.reload()}>
            {copy.refresh}
          </button>
        </main>
      </body>
    </html>
  );
}
