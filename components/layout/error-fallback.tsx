'use client';

import { Button } from '@/components/ui/button';
import type { ErrorScreenCopy } from './error-copy';
import { RefreshGlyph } from '@/components/ui/glyphs';

/** The Oops screen shown for any uncaught rendering error. */
export function ErrorFallback({
  copy,
  onRefresh = () => window.location.reload(),
}: {
  /** The message and button label in the page's language. */
  copy: ErrorScreenCopy;
  onRefresh?: () => void;
}) {
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-6 px-4 py-16 text-center"
    >
      <p className="text-ink text-lg font-medium">{copy.message}</p>
      <Button onClick={onRefresh}>
        <RefreshGlyph />
        {copy.refresh}
      </Button>
    </div>
  );
}
