'use client';

import { Button } from '@/components/ui/button';
import { STATUS_COPY } from '@/content-fallback/shell';
import { RefreshGlyph } from './glyphs';

/** The Oops screen shown for any uncaught rendering error (spec 01 §2 Error fallback). */
export function ErrorFallback({
  onRefresh = () => window.location.reload(),
}: {
  onRefresh?: () => void;
}) {
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-6 px-4 py-16 text-center"
    >
      <p className="text-ink text-lg font-medium">{STATUS_COPY.errorMessage}</p>
      <Button onClick={onRefresh}>
        <RefreshGlyph />
        {STATUS_COPY.refreshPage}
      </Button>
    </div>
  );
}
