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

/**
 * Runs inline right after the served form, before React: an invalid submit fires `invalid` on
 * each invalid control, and cancelling it is what keeps the browser's bubble away; a valid one
 * fires `submit`, cancelled so the page stays. Without JavaScript the form keeps the browser's
 * checks and posts to the endpoint, which answers with the same messages.
 * Self-contained (serialised with toString): no imports, no outer variables.
 */
function contactFormBootScript(names: typeof CONTACT_FORM_BOOT) {
  const form = document.currentScript?.previousElementSibling;
  if (!(form instanceof HTMLFormElement)) return;
  const record = form as unknown as Record<string, boolean>;
  // A script of the site's own that failed to download (a flaky mobile network) may be the one
  // that would take the submit over: the form then works as without JavaScript, a held submit
  // included. (Other hosts' scripts, such as analytics a blocker stops, do not count.)
  let scriptsFailed = false;
  window.addEventListener(
    'error',
    (event) => {
      const script = event.target;
      if (!(script instanceof HTMLScriptElement)) return;
      if (!script.src.startsWith(`${location.origin}/_next/`)) return;
      scriptsFailed = true;
      if (!record[names.heldProperty]) return;
      record[names.heldProperty] = false;
      form.submit();
    },
    true,
  );
  const hold = (event: Event) => {
    if (scriptsFailed) return;
    event.preventDefault();
    record[names.heldProperty] = true;
    form.dispatchEvent(new Event(names.heldEvent, { bubbles: true }));
  };
  // Capture: `invalid` does not bubble, and fires on the controls, not the form.
  form.addEventListener('invalid', hold, true);
  form.addEventListener('submit', hold);
}

/** The inline script; render it directly after the served <form>. */
export function ContactFormBoot() {
  return (
    <script
      dangerouslySetInnerHTML={{
        __html: `(${contactFormBootScript.toString()})(${JSON.stringify(CONTACT_FORM_BOOT)});`,
      }}
    />
  );
}

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
