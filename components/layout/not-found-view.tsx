import { ButtonLink } from '@/components/ui/button';
import { getShellCopy } from '@/lib/content/copy';
import { localePath } from '@/lib/i18n/locales';
import { getRequestLocale } from '@/lib/i18n/request-locale';

/** The 404 screen: rendered for notFound() in a page and for unknown paths. */
export function NotFoundView() {
  const locale = getRequestLocale();
  const copy = getShellCopy(locale).STATUS_COPY;
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center gap-6 px-4 py-20 text-center">
      <p className="text-primary text-7xl font-bold" aria-hidden="true">
        404
      </p>
      <h1 className="text-ink text-3xl font-bold tracking-tight sm:text-4xl">
        {copy.notFoundTitle}
      </h1>
      <p className="text-muted">{copy.notFoundMessage}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <ButtonLink href={localePath('/', locale)}>{copy.backToHome}</ButtonLink>
        <ButtonLink href={localePath('/contact', locale)} variant="outline">
          {copy.contactSupport}
        </ButtonLink>
      </div>
    </section>
  );
}
