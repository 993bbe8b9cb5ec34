import {
  DialogLoadingBody,
  LOADING_FRAME_PANEL_CLASS,
  MODAL_FRAME_CLASSES,
} from '@/components/ui/modal-frame';
import { getDialogLoadingCopy } from '@/lib/content/copy';
import { DIALOG_BOOT } from '@/lib/dialogs';
import { DialogBootScript } from './dialog-boot-script';

const TITLE_ID = 'dialog-boot-title';

/** The static loading frame and the script that shows it; first thing in <body>, before any trigger. */
export function DialogBoot() {
  return (
    <>
      {/* Closed (hence hidden and out of the accessibility tree) until a tap before hydration. */}
      <dialog
        id={DIALOG_BOOT.frameId}
        {...{ [DIALOG_BOOT.frameAttribute]: '' }}
        aria-labelledby={TITLE_ID}
        aria-modal="true"
        data-state="open"
        className={MODAL_FRAME_CLASSES.dialog}
      >
        <div className={MODAL_FRAME_CLASSES.backdrop}>
          <div className={`${MODAL_FRAME_CLASSES.panel} ${LOADING_FRAME_PANEL_CLASS}`}>
            <DialogLoadingBody titleId={TITLE_ID} label={getDialogLoadingCopy().label} />
          </div>
        </div>
      </dialog>
      <DialogBootScript />
    </>
  );
}
