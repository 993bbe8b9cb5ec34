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

export function openDialog(request: DialogRequest): void {
  window.dispatchEvent(new CustomEvent<DialogRequest>(OPEN_DIALOG_EVENT, { detail: request }));
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
