import type { ReactNode } from 'react';
import { SpinnerGlyph } from '@/components/ui/glyphs';

/**
 * The dialog frame's classes and the loading state's markup, shared by the client Modal /
 * DialogLoadingFrame and the static frame the boot script shows before hydration (so both look
 * the same and the hand-over is seamless). No hooks: renders on the server too.
 */
export const MODAL_FRAME_CLASSES = {
  dialog:
    'site-modal m-0 h-full max-h-none w-full max-w-none bg-transparent p-0 backdrop:bg-transparent',
  bottom: 'site-modal--bottom',
  backdrop: 'site-modal__backdrop flex min-h-full items-center justify-center bg-slate-950/60 p-4',
  panel:
    'site-modal__panel relative max-h-[90vh] w-full overflow-y-auto rounded-2xl bg-white shadow-2xl',
  /** A dialog of several steps: one height whatever the step, so its frame and title hold still;
   *  its body scrolls inside (the dialog lays itself out as a column: header, then body). */
  steadyPanel:
    'site-modal__panel relative flex h-[min(40rem,calc(100dvh-2rem))] w-full flex-col overflow-hidden rounded-2xl bg-white shadow-2xl',
} as const;

/** Panel width of the loading frame. */
export const LOADING_FRAME_PANEL_CLASS = 'max-w-xl';

/** The busy state inside the loading frame; `titleId` names the dialog (when it has no title yet). */
export function DialogLoadingBody({ titleId, label }: { titleId?: string; label: ReactNode }) {
  return (
    <div
      role="status"
      aria-busy="true"
      className="flex min-h-60 flex-col items-center justify-center gap-3 p-10"
    >
      <SpinnerGlyph className="text-primary size-8 animate-spin motion-reduce:animate-none" />
      <p id={titleId} className="text-ink font-medium">
        {label}
      </p>
    </div>
  );
}
