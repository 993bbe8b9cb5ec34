import { DEFAULT_LOCALE, splitLocalePath, type Locale } from '@/lib/i18n/locales';

export interface ErrorScreenCopy {
  message: string;
  refresh: string;
}

/**
 * The error screens' two strings in each language, written out here rather than read from
 * content-fallback: app/global-error.tsx and the error boundary are client components that Next
 * renders with no server parent to hand them their words, and importing the catalogs would ship
 * every translation to the browser. A unit test keeps these equal to STATUS_COPY and its
 * catalogs (content-fallback/shell.ts).
 */
export const ERROR_SCREEN_COPY: Record<Locale, ErrorScreenCopy> = {
  en: {
    message: 'Oops! Something went wrong. Please refresh the page or try again later.',
    refresh: 'Refresh Page',
  },
  ar: {
    message: 'عذرًا! حدث خطأ ما. يُرجى تحديث الصفحة أو المحاولة لاحقًا.',
    refresh: 'تحديث الصفحة',
  },
  tr: {
    message:
      'Hay aksi! Bir şeyler ters gitti. Lütfen sayfayı yenileyin veya daha sonra tekrar deneyin.',
    refresh: 'Sayfayı Yenile',
  },
};

/**
 * The brand, the global error document's title. Written here for the same reason: importing it
 * from content-fallback/site.ts put the whole site config into a chunk every page loads (5 kB).
 * The unit test keeps it equal to BRAND_NAME.
 */
export const ERROR_DOCUMENT_TITLE = 'Octaacer';

/** The language of the page that failed, from its path (English when there is none). */
export function errorLocale(pathname: string | null): Locale {
  return pathname ? splitLocalePath(pathname).locale : DEFAULT_LOCALE;
}
