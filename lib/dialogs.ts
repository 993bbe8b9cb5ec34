/**
 * One way to open the site's dialogs from anywhere (header, footer, sticky bar, page CTAs)
 * without every trigger importing the dialog code: triggers dispatch an event, and the
 * DialogHost in the root layout loads the dialog on first use.
 */
export type DialogName = 'health-check' | 'wizard' | 'lead-modal';

/** The landing-page context the 3-step lead modal is opened with. */
export type LeadPageContext = 'automation' | 'ai-development';

export interface DialogRequest {
  name: DialogName;
  pageContext?: LeadPageContext;
}

export const OPEN_DIALOG_EVENT = 'site:open-dialog';
/** A trigger saw intent (pointer over it, focus, touch): fetch that dialog's code now. */
export const PREFETCH_DIALOG_EVENT = 'site:prefetch-dialog';

let lastOpener: HTMLElement | null = null;

export function openDialog(request: DialogRequest): void {
  // Remembered here: while the dialog's code loads, a loading frame holds focus, so the
  // dialog itself cannot tell which button opened it.
  lastOpener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  window.dispatchEvent(new CustomEvent<DialogRequest>(OPEN_DIALOG_EVENT, { detail: request }));
}

export function prefetchDialog(name: DialogName): void {
  window.dispatchEvent(new CustomEvent<DialogName>(PREFETCH_DIALOG_EVENT, { detail: name }));
}

/** The element that asked for the last dialog (focus goes back there when it closes). */
export function lastDialogOpener(): HTMLElement | null {
  return lastOpener?.isConnected ? lastOpener : null;
}

/** Server-resolved settings the dialogs need (passed once from the root layout). */
export interface DialogConfig {
  /** Booking page: CMS settings' calendly_link, else SCHEDULER_URL, else the site default. */
  schedulerUrl: string;
  /** Chat-app number, digits with country code. */
  whatsappNumber: string;
}

/** Props every dialog loaded by the DialogHost receives. */
export interface HostedDialogProps {
  open: boolean;
  onClose: () => void;
  pageContext?: LeadPageContext;
  config: DialogConfig;
}
