/**
 * The root error screen's two sentences in each language. app/global-error.tsx is a client
 * component that renders without any layout or content: importing the shell's copy (or the
 * catalogs) would put them into every page's JavaScript, so it carries just these. A unit test
 * keeps them equal to content-fallback/shell.ts and its ar/tr catalogs.
 */
/** The document title: the brand (equal to BRAND_NAME, kept here for the same reason). */
export const GLOBAL_ERROR_TITLE = 'Octaacer';

export const GLOBAL_ERROR_COPY = {
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
} as const;
