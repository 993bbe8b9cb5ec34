'use client';

import { useCallback, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { Modal } from '@/components/ui/modal';
import { DialogLoadingBody, LOADING_FRAME_PANEL_CLASS } from '@/components/ui/modal-frame';
import { DIALOG_LOADING_COPY } from '@/lib/content/island-words/dialog-copy';
import { inPageLanguage, loadDialogWords } from './dialog-words';
import {
  dismissBootFrame,
  OPEN_DIALOG_EVENT,
  PREFETCH_DIALOG_EVENT,
  type DialogConfig,
  type DialogName,
  type DialogRequest,
  type HostedDialogProps,
  takeOverBootDialogs,
} from '@/lib/dialogs';

type DialogModule = {
  default: ComponentType<HostedDialogProps>;
  /** The dialog's validation code (zod, the schemas, the phone metadata), kept out of its chunk. */
  preloadValidation: () => Promise<unknown>;
};

// Each dialog's code is its own chunk: fetched on first intent (a trigger's pointerenter, focus or
// touchstart), when the browser is idle after load, or at the latest on the first opening. Intent
// and opening also fetch its validation code; idle does not, because evaluating zod and the phone
// metadata was a long task (blocking time) on every page load.
// A dialog and its words come together: on an Arabic or Turkish page, the language's catalog chunk.
const withWords =
  (load: () => Promise<DialogModule>): (() => Promise<DialogModule>) =>
  () =>
    Promise.all([load(), loadDialogWords()]).then(([module]) => module);

const loaders: Record<DialogName, () => Promise<DialogModule>> = {
  'health-check': withWords(() => import('./health-check-modal')),
  wizard: withWords(() => import('./wizard-modal')),
  'lead-modal': withWords(() => import('./lead-modal')),
};

type HostedDialog = ComponentType<HostedDialogProps>;

/** A failed chunk download (flaky mobile network) is tried again this many times, this far apart. */
const LOAD_RETRIES = 3;
const LOAD_RETRY_DELAY_MS = 1000;

/** Idle prefetch waits at most this long after load, so a slow page still gets the code early. */
const IDLE_PREFETCH_TIMEOUT_MS = 4000;

/** Loads a dialog's code once (import() is cached), retrying a failed download. */
async function loadDialog(name: DialogName, withValidation: boolean): Promise<HostedDialog> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const dialog = await loaders[name]();
      // Not awaited: the dialog shows its busy state until the validation code arrives.
      if (withValidation) dialog.preloadValidation().catch(() => undefined);
      return dialog.default;
    } catch (error) {
      if (attempt >= LOAD_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, LOAD_RETRY_DELAY_MS));
    }
  }
}

interface DialogState {
  open: boolean;
  pageContext?: DialogRequest['pageContext'];
  /** Bumped on every opening so a dialog remounts: each opening starts on a clean form. */
  session: number;
}

/**
 * What a tap shows at once while the dialog's code is still on its way: the dialog frame with a
 * busy state, so the tap visibly worked; the real dialog replaces it as soon as it has loaded.
 */
export function DialogLoadingFrame({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  return (
    <Modal open onClose={onClose} labelledBy={titleId} panelClassName={LOADING_FRAME_PANEL_CLASS}>
      <DialogLoadingBody titleId={titleId} label={inPageLanguage(DIALOG_LOADING_COPY).label} />
    </Modal>
  );
}

export function DialogHost({ config }: { config: DialogConfig }) {
  const [states, setStates] = useState<Partial<Record<DialogName, DialogState>>>({});
  // Loaded dialog components by name. Until a dialog's code is here, its frame stands in.
  const [loaded, setLoaded] = useState<Partial<Record<DialogName, HostedDialog>>>({});
  // 'wizard' once the dialog was asked for, 'wizard+validation' once its validation code was too.
  const requested = useRef(new Set<string>());

  const ensureLoaded = useCallback((name: DialogName, withValidation = true) => {
    const key = withValidation ? `${name}+validation` : name;
    if (requested.current.has(key) || requested.current.has(`${name}+validation`)) return;
    requested.current.add(key);
    loadDialog(name, withValidation).then(
      (Dialog) => setLoaded((current) => ({ ...current, [name]: Dialog })),
      (error: unknown) => {
        // Asked again on the next intent or opening.
        requested.current.delete(key);
        console.error(`[dialogs] Could not load the ${name} dialog: ${String(error)}`);
      },
    );
  }, []);

  useEffect(() => {
    const show = ({ name, pageContext }: DialogRequest) =>
      setStates((current) => ({
        ...current,
        [name]: { open: true, pageContext, session: (current[name]?.session ?? 0) + 1 },
      }));
    function handleOpen(event: Event) {
      const request = (event as CustomEvent<DialogRequest>).detail;
      ensureLoaded(request.name);
      // Rendered and opened inside the tap itself: a custom event would otherwise get default
      // priority and wait for a scheduler task, which a busy phone can stretch past 100 ms.
      flushSync(() => show(request));
    }
    function handlePrefetch(event: Event) {
      const name = (event as CustomEvent<DialogName>).detail;
      if (name in loaders) ensureLoaded(name);
    }
    window.addEventListener(OPEN_DIALOG_EVENT, handleOpen);
    window.addEventListener(PREFETCH_DIALOG_EVENT, handlePrefetch);
    // A tap made before hydration: the boot script's static frame is showing; open it for real.
    const tappedBeforeHydration = takeOverBootDialogs();
    if (tappedBeforeHydration) {
      ensureLoaded(tappedBeforeHydration.name);
      show(tappedBeforeHydration);
    }

    let cancelIdle: (() => void) | undefined;
    const prefetchAllWhenIdle = () => {
      const run = () =>
        (Object.keys(loaders) as DialogName[]).forEach((name) => ensureLoaded(name, false));
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(run, { timeout: IDLE_PREFETCH_TIMEOUT_MS });
        cancelIdle = () => window.cancelIdleCallback(handle);
      } else {
        const handle = window.setTimeout(run, IDLE_PREFETCH_TIMEOUT_MS);
        cancelIdle = () => window.clearTimeout(handle);
      }
    };
    if (document.readyState === 'complete') prefetchAllWhenIdle();
    else window.addEventListener('load', prefetchAllWhenIdle, { once: true });

    return () => {
      window.removeEventListener(OPEN_DIALOG_EVENT, handleOpen);
      window.removeEventListener(PREFETCH_DIALOG_EVENT, handlePrefetch);
      window.removeEventListener('load', prefetchAllWhenIdle);
      cancelIdle?.();
    };
  }, [ensureLoaded]);

  const anyOpen = Object.values(states).some((state) => state?.open);
  useEffect(() => {
    // Children's effects ran first: the host's own frame or dialog is in the top layer by now.
    if (anyOpen) dismissBootFrame();
  }, [anyOpen]);

  return (
    <>
      {(Object.keys(states) as DialogName[]).map((name) => {
        const state = states[name];
        if (!state) return null;
        const Dialog = loaded[name];
        const close = () =>
          setStates((current) => ({ ...current, [name]: { ...state, open: false } }));
        if (!Dialog) return state.open ? <DialogLoadingFrame key={name} onClose={close} /> : null;
        return (
          <Dialog
            key={`${name}-${state.session}`}
            open={state.open}
            pageContext={state.pageContext}
            config={config}
            onClose={close}
          />
        );
      })}
    </>
  );
}
