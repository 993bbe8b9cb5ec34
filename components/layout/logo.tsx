import { IntentLink } from './intent-link';
import { getShellCopy } from '@/lib/content/copy';
import { localePath } from '@/lib/i18n/locales';
import { getRequestLocale } from '@/lib/i18n/request-locale';
import type { EditAttrs } from '@/lib/visual-editing/types';

/** The octagon mark and word mark; links home. A size smaller below 640 px, so the header's row
 * (logo, Free Health Check, menu) fits a 360 px phone on one line. */
export function Logo({
  brand,
  className = '',
  edit,
}: {
  brand: string;
  className?: string;
  /** The Visual Editor's mark on the word mark (draft mode only). */
  edit?: EditAttrs;
}) {
  const locale = getRequestLocale();
  return (
    <IntentLink
      href={localePath('/', locale)}
      aria-label={getShellCopy(locale).HEADER_COPY.homeLabel}
      className={`focus-visible:outline-primary inline-flex items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-7 shrink-0 sm:size-8">
        <path d="M10.4 2h11.2L30 10.4v11.2L21.6 30H10.4L2 21.6V10.4z" className="fill-primary" />
        <path d="M13 9h6l4 4v6l-4 4h-6l-4-4v-6z" className="fill-white" />
      </svg>
      <span className="text-lg font-bold tracking-tight sm:text-xl" {...edit}>
        {brand}
      </span>
    </IntentLink>
  );
}
