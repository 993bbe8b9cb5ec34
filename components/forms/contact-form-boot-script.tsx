'use client';

import { CONTACT_FORM_BOOT } from './contact-form-boot';

/*
 * A client component for a script that never re-renders: the script's source then comes with the
 * page's JavaScript (once, cached) instead of being written into every document twice, in the
 * markup and again in the payload that hydrates it.
 */

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

const CONTACT_FORM_BOOT_SOURCE = `(${contactFormBootScript.toString()})(${JSON.stringify(CONTACT_FORM_BOOT)});`;

/** The inline script; render it directly after the served <form>. */
export function ContactFormBoot() {
  return (
    // The server's and the browser's builds minify the function apart; only the served one runs.
    <script
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: CONTACT_FORM_BOOT_SOURCE }}
    />
  );
}
