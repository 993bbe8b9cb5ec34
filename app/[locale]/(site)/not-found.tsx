import type { Metadata } from 'next';
import { NotFoundView } from '@/components/layout/not-found-view';
import { STATUS_COPY } from '@/content-fallback/shell';
import { localize } from '@/lib/i18n/localize';

/** The page that called notFound() has set the request's locale before throwing. */
export function generateMetadata(): Metadata {
  return {
    title: localize(STATUS_COPY).notFoundTitle,
    robots: { index: false, follow: true },
  };
}

/** notFound() in a page (an unknown slug); HTTP 404 comes from Next. */
export default function NotFound() {
  return <NotFoundView />;
}
