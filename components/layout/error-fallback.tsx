'use client';

import { STATUS_COPY } from '@/content-fallback/shell';
import { RefreshGlyph } from './glyphs';

/** The Oops screen shown for any uncaught rendering error (spec 01 §2 Error fallback). */
export function ErrorFallback({ onRefresh = () => window.location.reload() }: { onRefresh?: () => void }) {
  return (
    <div role="alert" className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-6 px-4 py-16 text-center">
      <p className="text-lg font-medium text-ink">{STATUS_COPY.errorMessage}</p>
      <button
        type="button"
        onClick={onRefresh}
        className="inline-flex items-center gap-2 rounded-full bg-primary px-6 py-3 text-sm font-semibold text-white transition-colors hover:bg-primary-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        <RefreshGlyph />
        {STATUS_COPY.refreshPage}
      </button>
    </div>
  );
}
