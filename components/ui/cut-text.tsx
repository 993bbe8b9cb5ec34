import { cutForDisplay } from '@/lib/sections/cut-text';

/**
 * A display cut as the eye and a screen reader each get it: `shown` (the cut) is hidden from
 * screen readers, which read `whole` instead; without `whole` the text is shown as it is.
 */
export function ShownOrWhole({ shown, whole }: { shown: string; whole?: string }) {
  if (!whole) return <>{shown}</>;
  return (
    <>
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{whole}</span>
    </>
  );
}

/**
 * Text cut at a word boundary when longer than `max`; when cut, screen readers read the whole
 * text (the visible cut is hidden from them), so the accessible name is never half a sentence.
 */
export function CutText({ text, max }: { text: string; max: number }) {
  const { shown, whole, cut } = cutForDisplay(text, max);
  return <ShownOrWhole shown={cut ? shown : whole} whole={cut ? whole : undefined} />;
}
