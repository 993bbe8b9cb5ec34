// Kept apart from consent.ts so the footer button ships a few bytes, not the consent logic
// (the banner that answers this event loads after hydration).

/** Window event: the footer's 'Cookie settings' asks the banner to reopen. */
export const OPEN_COOKIE_SETTINGS_EVENT = 'site:cookie-settings';

export function openCookieSettings(): void {
  window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));
}
