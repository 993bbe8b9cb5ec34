import { cutForDisplay } from '@/lib/sections/cut-text';

/**
 * Text cut at a word boundary when longer than `max`; when cut, screen readers read the whole
 * text (the visible cut is hidden from them), so the accessible name is never half a sentence.
 */
export function CutText({ text, max }: { text: string; max: number }) {
  const { shown, whole, cut } = cutForDisplay(text, max);
  if (!cut) return <>{whole}</>;
  return (
    <>
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{whole}</span>
    </>
  );
}
