/**
 * A submit of the served contact form before its live version has loaded (a tap on Send right
 * after the page appears, Enter in a field) is held, then replayed by the live form, which shows
 * the form's own messages or sends the lead once. Without this the browser would show its own
 * bubbles for the `required` fields, or post the form and leave the page.
 */

/** Names shared by the inline script and DeferredContactForm. */
export const CONTACT_FORM_BOOT = {
  /** Property the script sets on the served <form> element once it holds a submit. */
  heldProperty: '__octaacerHeldSubmit',
  /** Dispatched (bubbling) on the served form when it holds a submit: load the live form now. */
  heldEvent: 'site:contact-submit-held',
} as const;

/** Whether the served form holds a submit; reading it takes the submit over (once). */
export function takeHeldSubmit(form: HTMLFormElement | null | undefined): boolean {
  const record = form as unknown as Record<string, boolean> | null | undefined;
  if (!record?.[CONTACT_FORM_BOOT.heldProperty]) return false;
  record[CONTACT_FORM_BOOT.heldProperty] = false;
  return true;
}

/** Whether the served form holds a submit, without taking it. */
export function hasHeldSubmit(form: HTMLFormElement | null | undefined): boolean {
  return Boolean(
    (form as unknown as Record<string, boolean> | null | undefined)?.[
      CONTACT_FORM_BOOT.heldProperty
    ],
  );
}
