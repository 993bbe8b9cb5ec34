'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { GLOBAL_ERROR_COPY, GLOBAL_ERROR_TITLE } from '@/content-fallback/i18n/global-error';

/**
 * Errors in the root layout itself: the Oops screen in its own document, in the language of the
 * path. It imports no stylesheet and no shared component on purpose: Next loads this module on
 * every page and serialises its stylesheets into every payload, so this rare screen is styled
 * inline, plainly, and carries only its own two sentences.
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

function localeOf(pathname: string | null): keyof typeof GLOBAL_ERROR_COPY {
  const first = pathname?.split('/')[1];
  return first === 'ar' || first === 'tr' ? first : 'en';
}

export default function GlobalError({ error }: { error: unknown }) {
  const locale = localeOf(usePathname());
  const copy = GLOBAL_ERROR_COPY[locale];
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang={locale} dir={locale === 'ar' ? 'rtl' : 'ltr'} data-theme="light">
      <body>
        <title>{GLOBAL_ERROR_TITLE}</title>
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
