'use client';

import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { DIALOG_BOOT, lastDialogOpener } from '@/lib/dialogs';
import { MODAL_FRAME_CLASSES } from './modal-frame';
import { lockPageScroll } from '@/lib/scroll-lock';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** id of the element that names the dialog (its visible title). */
  labelledBy: string;
  describedBy?: string;
  children: ReactNode;
  /** How long the exit animation runs before the dialog leaves the top layer. */
  exitMs?: number;
  closeOnEscape?: boolean;
  closeOnBackdrop?: boolean;
  /** Element to focus on open; default the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Classes of the panel (size, padding). */
  panelClassName?: string;
  /** Where the panel sits: centred, or as a bottom sheet on small screens. */
  position?: 'center' | 'bottom';
  /** 'steady': one height across a dialog's steps, the children scrolling their own body. */
  frame?: 'fit' | 'steady';
}

/**
 * Native <dialog> with showModal(): top layer, inert page and Escape come from the browser.
 * Adds what it lacks: Tab kept inside, page scroll locked, focus returned to the opener,
 * backdrop click to close and an exit animation of `exitMs`.
 */
/** The dialog element itself or the full-size backdrop layer: anything outside the panel. */
function isBackdrop(target: EventTarget | null, dialog: HTMLDialogElement): boolean {
  return (
    target === dialog ||
    (target instanceof HTMLElement && target.hasAttribute('data-modal-backdrop'))
  );
}

export function Modal({
  open,
  onClose,
  labelledBy,
  describedBy,
  children,
  exitMs = 300,
  closeOnEscape = true,
  closeOnBackdrop = true,
  initialFocusRef,
  panelClassName = 'max-w-lg',
  position = 'center',
  frame = 'fit',
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const [closing, setClosing] = useState(false);
  // Where the current press began: a text selection dragged from an input out onto the backdrop
  // ends with a click there, and must not close the dialog (and throw away the answers).
  const pressStartedOnBackdrop = useRef(false);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const active = document.activeElement;
      // After a loading frame, focus sits on <body> or in the boot script's static frame: return it
      // to the button that asked instead.
      openerRef.current =
        active instanceof HTMLElement &&
        active !== document.body &&
        !active.closest(`[${DIALOG_BOOT.frameAttribute}]`)
          ? active
          : lastDialogOpener();
      dialog.showModal();
      const release = lockPageScroll();
      const target = initialFocusRef?.current ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
      target?.focus();
      return () => {
        release();
      };
    }
    return undefined;
  }, [open, initialFocusRef]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || open || !dialog.open) return;
    // Plays the exit animation, then leaves the top layer and gives focus back to the opener.
    setClosing(true);
    const timer = window.setTimeout(() => {
      dialog.close();
      setClosing(false);
      openerRef.current?.focus();
    }, exitMs);
    return () => window.clearTimeout(timer);
  }, [open, exitMs]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-modal="true"
      data-state={open && !closing ? 'open' : 'closing'}
      style={{ '--modal-exit-ms': `${exitMs}ms` } as React.CSSProperties}
      className={`${MODAL_FRAME_CLASSES.dialog} ${position === 'bottom' ? MODAL_FRAME_CLASSES.bottom : ''}`}
      onCancel={(event) => {
        event.preventDefault();
        if (closeOnEscape) onCloseRef.current();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Tab') return;
        const focusables = Array.from(
          dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [],
        ).filter((element) => element.offsetParent !== null || element === document.activeElement);
        const first = focusables[0];
        const last = focusables[focusables.length - 1];
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }}
      onPointerDown={(event) => {
        pressStartedOnBackdrop.current = isBackdrop(event.target, event.currentTarget);
      }}
      onClick={(event) => {
        // Closes only when the press both started and ended on the backdrop (outside the panel).
        const startedOnBackdrop = pressStartedOnBackdrop.current;
        pressStartedOnBackdrop.current = false;
        if (closeOnBackdrop && startedOnBackdrop && isBackdrop(event.target, event.currentTarget)) {
          onCloseRef.current();
        }
      }}
    >
      <div data-modal-backdrop="" className={MODAL_FRAME_CLASSES.backdrop}>
        <div
          className={`${frame === 'steady' ? MODAL_FRAME_CLASSES.steadyPanel : MODAL_FRAME_CLASSES.panel} ${panelClassName}`}
        >
          {children}
        </div>
      </div>
    </dialog>
  );
}
