/**
 * One way to open the site's dialogs from anywhere (header, footer, sticky bar, page CTAs)
 * without every trigger importing the dialog code: triggers dispatch an event, and the
 * DialogHost in the root layout loads the dialog on first use.
 */
export type DialogName = 'health-check' | 'wizard' | 'lead-modal';

/** The lead contexts the site bundles (content-fallback/lead-modal-options.ts). */
export type BuiltInLeadContext = 'automation' | 'ai-development';

/**
 * The landing-page context the 3-step lead modal is opened with: a bundled one or the key of a
 * context an editor made in the CMS (lead_contexts), so any key. Its options come with the page.
 */
export type LeadPageContext = BuiltInLeadContext | (string & {});

export interface DialogRequest {
  name: DialogName;
  pageContext?: LeadPageContext;
}

export const OPEN_DIALOG_EVENT = 'site:open-dialog';
/** A trigger saw intent (pointer over it, focus, touch): fetch that dialog's code now. */
export const PREFETCH_DIALOG_EVENT = 'site:prefetch-dialog';

let lastOpener: HTMLElement | null = null;

/**
 * Names shared by the inline boot script (components/layout/dialog-boot.tsx), the triggers and the
 * DialogHost. Before React has hydrated, the boot script answers a tap on a trigger by showing a
 * static copy of the loading frame and keeps the request until the DialogHost takes it over.
 */
export const DIALOG_BOOT = {
  /** window property holding the boot script's state (DialogBootState). */
  stateKey: '__octaacerDialogBoot',
  /** id of the static loading frame (a closed <dialog> in the served HTML). */
  frameId: 'dialog-boot-frame',
  /** Marks the static frame (so the Modal does not take it for the opener). */
  frameAttribute: 'data-dialog-boot',
  /** On every trigger: which dialog it opens, and the landing-page context if any. */
  triggerAttribute: 'data-dialog',
  contextAttribute: 'data-page-context',
} as const;

/** What the boot script leaves on window until the DialogHost has mounted. */
export interface DialogBootState {
  /**
   * Set by the DialogHost once it listens: from then on taps go to React. The host sits in the
   * root layout outside any Suspense boundary, so its effect runs once the whole page has
   * hydrated: e2e/support/hydration.ts waits on this flag as the page's hydration signal.
   */
  ready: boolean;
  pending: DialogRequest | null;
  opener: HTMLElement | null;
  /** Shows the static frame and keeps the request (first one wins until the host takes over). */
  open(request: DialogRequest, opener: HTMLElement | null): void;
  /** Closes the static frame (the host's own frame or dialog is on top by then). */
  dismiss(): void;
}

function bootState(): DialogBootState | undefined {
  return (window as unknown as Record<string, DialogBootState | undefined>)[DIALOG_BOOT.stateKey];
}

/**
 * Called once by the DialogHost when it starts listening: returns a request tapped before
 * hydration (with its opener) and routes every later tap to the host.
 */
export function takeOverBootDialogs(): DialogRequest | null {
  const boot = bootState();
  if (!boot) return null;
  boot.ready = true;
  const pending = boot.pending;
  boot.pending = null;
  if (pending) lastOpener = boot.opener;
  return pending;
}

/** Closes the boot script's static frame once the host's own dialog is showing. */
export function dismissBootFrame(): void {
  bootState()?.dismiss();
}

export function openDialog(request: DialogRequest): void {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  // A trigger can hydrate before the DialogHost mounts: the boot script holds the request then.
  const boot = bootState();
  if (boot && !boot.ready) return boot.open(request, opener);
  // Remembered here: while the dialog's code loads, a loading frame holds focus, so the
  // dialog itself cannot tell which button opened it.
  lastOpener = opener;
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
