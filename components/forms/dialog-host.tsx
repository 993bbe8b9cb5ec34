'use client';

import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import {
  OPEN_DIALOG_EVENT,
  type DialogConfig,
  type DialogName,
  type DialogRequest,
  type HostedDialogProps,
} from '@/lib/dialogs';

// Each dialog's code is fetched on its first opening, so pages do not ship it up front.
const dialogs: Record<DialogName, ComponentType<HostedDialogProps>> = {
  'health-check': lazy(() => import('./health-check-modal')),
  wizard: lazy(() => import('./wizard-modal')),
  'lead-modal': lazy(() => import('./lead-modal')),
};

interface DialogState {
  open: boolean;
  pageContext?: DialogRequest['pageContext'];
  /** Bumped on every opening so a dialog remounts and starts clean (spec: opening resets). */
  session: number;
}

export function DialogHost({ config }: { config: DialogConfig }) {
  const [states, setStates] = useState<Partial<Record<DialogName, DialogState>>>({});

  useEffect(() => {
    function handleOpen(event: Event) {
      const { name, pageContext } = (event as CustomEvent<DialogRequest>).detail;
      setStates((current) => ({
        ...current,
        [name]: { open: true, pageContext, session: (current[name]?.session ?? 0) + 1 },
      }));
    }
    window.addEventListener(OPEN_DIALOG_EVENT, handleOpen);
    return () => window.removeEventListener(OPEN_DIALOG_EVENT, handleOpen);
  }, []);

  return (
    <>
      {(Object.keys(states) as DialogName[]).map((name) => {
        const state = states[name];
        if (!state) return null;
        const Dialog = dialogs[name];
        return (
          <Suspense key={`${name}-${state.session}`} fallback={null}>
            <Dialog
              open={state.open}
              pageContext={state.pageContext}
              config={config}
              onClose={() =>
                setStates((current) => ({ ...current, [name]: { ...state, open: false } }))
              }
            />
          </Suspense>
        );
      })}
    </>
  );
}
