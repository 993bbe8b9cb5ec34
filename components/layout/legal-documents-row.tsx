'use client';

import { IntentLink } from './intent-link';
import { usePathname } from 'next/navigation';
import { isLegalPath } from '@/lib/navigation/header-scroll';
import type { EditAttrs } from '@/lib/visual-editing/types';

/** Legal variant of the header on /privacy-policy: a 'Legal Documents' row. */
export function LegalDocumentsRow({
  label,
  privacyLabel,
  privacyHref,
  edit = {},
}: {
  label: string;
  privacyLabel: string;
  /** The privacy page in the page's language. */
  privacyHref: string;
  /** The Visual Editor's marks on the two labels (draft mode only). */
  edit?: { label?: EditAttrs; privacyLabel?: EditAttrs };
}) {
  const pathname = usePathname();
  if (!isLegalPath(pathname)) return null;
  return (
    <nav aria-label={label} className="bg-surface border-t border-slate-200">
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-2 text-sm sm:px-6 lg:px-8">
        <span className="text-ink font-semibold" {...edit.label}>
          {label}
        </span>
        <IntentLink
          href={privacyHref}
          aria-current="page"
          className="text-primary font-medium underline-offset-4 hover:underline"
          {...edit.privacyLabel}
        >
          {privacyLabel}
        </IntentLink>
      </div>
    </nav>
  );
}
