'use client';

import { IntentLink } from './intent-link';
import { usePathname } from 'next/navigation';
import { HEADER_COPY } from '@/content-fallback/shell';
import { isLegalPath } from '@/lib/navigation/header-scroll';

/** Legal variant of the header on /privacy-policy: a 'Legal Documents' row (spec 01 §2). */
export function LegalDocumentsRow() {
  const pathname = usePathname();
  if (!isLegalPath(pathname)) return null;
  return (
    <nav aria-label={HEADER_COPY.legalRowLabel} className="bg-surface border-t border-slate-200">
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-2 text-sm sm:px-6 lg:px-8">
        <span className="text-ink font-semibold">{HEADER_COPY.legalRowLabel}</span>
        <IntentLink
          href="/privacy-policy"
          aria-current="page"
          className="text-primary font-medium underline-offset-4 hover:underline"
        >
          {HEADER_COPY.privacyPolicy}
        </IntentLink>
      </div>
    </nav>
  );
}
