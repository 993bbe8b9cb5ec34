import {
  DialogLoadingBody,
  LOADING_FRAME_PANEL_CLASS,
  MODAL_FRAME_CLASSES,
} from '@/components/ui/modal-frame';
import { DIALOG_LOADING_COPY } from '@/content-fallback/dialog-copy';
import { DIALOG_BOOT, type DialogBootState, type DialogRequest } from '@/lib/dialogs';
import { localize } from '@/lib/i18n/localize';

const TITLE_ID = 'dialog-boot-title';

/**
 * Runs inline, before React: a tap on a dialog trigger while the page's JavaScript is still
 * loading would otherwise do nothing. It shows the static loading frame at once (modal, so no
 * second tap reaches the page) and keeps the request; the DialogHost takes it over on mount.
 * Self-contained (serialised with toString): no imports, no outer variables.
 */
function dialogBootScript(names: typeof DIALOG_BOOT) {
  const state: DialogBootState = {
    ready: false,
    pending: null,
    opener: null,
    open(request, opener) {
      if (state.pending) return;
      const frame = document.getElementById(names.frameId);
      if (!(frame instanceof HTMLDialogElement)) return;
      state.pending = request;
      state.opener = opener;
      frame.showModal();
    },
    dismiss() {
      const frame = document.getElementById(names.frameId);
      if (frame instanceof HTMLDialogElement && frame.open) frame.close();
    },
  };
  // Escape closes the static frame: the visitor changed their mind, forget the request. (When
  // the host closes it, it has taken the request already.)
  document.getElementById(names.frameId)?.addEventListener('close', () => {
    state.pending = null;
  });
  (window as unknown as Record<string, DialogBootState>)[names.stateKey] = state;
  window.addEventListener(
    'click',
    (event) => {
      if (state.ready || !(event.target instanceof Element)) return;
      const trigger = event.target.closest(`[${names.triggerAttribute}]`);
      if (!(trigger instanceof HTMLElement)) return;
      // Capture phase on window: React (when the button has hydrated before the host) never sees it.
      event.preventDefault();
      event.stopPropagation();
      const request: DialogRequest = {
        name: trigger.getAttribute(names.triggerAttribute) as DialogRequest['name'],
        pageContext:
          (trigger.getAttribute(names.contextAttribute) as DialogRequest['pageContext']) ??
          undefined,
      };
      state.open(request, trigger);
    },
    true,
  );
}

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
            <DialogLoadingBody titleId={TITLE_ID} label={localize(DIALOG_LOADING_COPY).label} />
          </div>
        </div>
      </dialog>
      <script
        dangerouslySetInnerHTML={{
          __html: `(${dialogBootScript.toString()})(${JSON.stringify(DIALOG_BOOT)});`,
        }}
      />
    </>
  );
}
