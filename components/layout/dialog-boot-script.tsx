'use client';

import { DIALOG_BOOT, type DialogBootState, type DialogRequest } from '@/lib/dialogs';

/*
 * A client component for a script that never re-renders: the script's source then comes with the
 * page's JavaScript (once, cached) instead of being written into every document twice, in the
 * markup and again in the payload that hydrates it.
 */

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

const DIALOG_BOOT_SOURCE = `(${dialogBootScript.toString()})(${JSON.stringify(DIALOG_BOOT)});`;

/** The boot script; rendered right after the static loading frame it opens. */
export function DialogBootScript() {
  // The server's and the browser's builds minify the function apart; only the served one runs.
  return (
    <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: DIALOG_BOOT_SOURCE }} />
  );
}
