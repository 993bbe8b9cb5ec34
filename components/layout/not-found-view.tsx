import { ButtonLink } from '@/components/ui/button';
import { STATUS_COPY } from '@/content-fallback/shell';

/** The 404 screen (spec 01 §2): rendered for notFound() in a page and for unknown paths. */
export function NotFoundView() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center gap-6 px-4 py-20 text-center">
      <p className="text-primary text-7xl font-bold" aria-hidden="true">
        404
      </p>
      <h1 className="text-ink text-3xl font-bold tracking-tight sm:text-4xl">
        {STATUS_COPY.notFoundTitle}
      </h1>
      <p className="text-muted">{STATUS_COPY.notFoundMessage}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <ButtonLink href="/">{STATUS_COPY.backToHome}</ButtonLink>
        <ButtonLink href="/contact" variant="outline">
          {STATUS_COPY.contactSupport}
        </ButtonLink>
      </div>
    </section>
  );
}
