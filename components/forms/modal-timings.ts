/** How long the lead dialogs take to leave, and when the health check's thank-you closes itself. */
export const MODAL_TIMINGS = {
  wizardExitMs: 300,
  leadModalExitMs: 400,
  healthCheckAutoCloseMs: 2000,
} as const;
