import type { Metadata } from 'next';
import { NotFoundView } from '@/components/layout/not-found-view';
import { STATUS_COPY } from '@/content-fallback/shell';

export const metadata: Metadata = {
  title: STATUS_COPY.notFoundTitle,
  robots: { index: false, follow: true },
};

/** notFound() in a page (an unknown slug); HTTP 404 comes from Next. */
export default function NotFound() {
  return <NotFoundView />;
}
