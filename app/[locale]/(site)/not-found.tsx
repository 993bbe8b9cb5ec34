import type { Metadata } from 'next';
import { NotFoundView } from '@/components/layout/not-found-view';
import { getShellCopy } from '@/lib/content/copy';

/** The page that called notFound() has set the request's locale before throwing. */
export function generateMetadata(): Metadata {
  return {
    title: getShellCopy().STATUS_COPY.notFoundTitle,
    robots: { index: false, follow: true },
  };
}

/** notFound() in a page (an unknown slug); HTTP 404 comes from Next. */
export default function NotFound() {
  return <NotFoundView />;
}
