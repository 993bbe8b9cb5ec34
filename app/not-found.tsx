import type { Metadata } from 'next';
import Link from 'next/link';
import { STATUS_COPY } from '@/content-fallback/shell';

export const metadata: Metadata = {
  title: STATUS_COPY.notFoundTitle,
  robots: { index: false, follow: true },
};

/** Unknown routes (HTTP 404 comes from Next). */
export default function NotFound() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center gap-6 px-4 py-20 text-center">
      <p className="text-7xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{STATUS_COPY.notFoundTitle}</h1>
      <p className="text-muted">{STATUS_COPY.notFoundMessage}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link
          href="/"
          className="rounded-full bg-primary px-6 py-3 text-sm font-semibold text-white transition-colors hover:bg-primary-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          {STATUS_COPY.backToHome}
        </Link>
        <Link
          href="/contact"
          className="rounded-full border border-slate-300 px-6 py-3 text-sm font-semibold text-ink transition-colors hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          {STATUS_COPY.contactSupport}
        </Link>
      </div>
    </section>
  );
}
