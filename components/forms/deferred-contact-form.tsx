'use client';

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { ContactFormProps } from './contact-form';
import { CONTACT_FORM_BOOT, hasHeldSubmit, takeHeldSubmit } from './contact-form-boot';
import { loadDialogWords } from './dialog-words';
import { useIntersectionObserver } from '@/components/ui/use-intersection';

/** Start loading the live form this far before it scrolls into view. */
const NEAR_VIEWPORT_MARGIN = '600px 0px';
/** A visitor's first sign of intent in the form: the live form loads at once. */
const INTENT_EVENTS = ['pointerenter', 'pointerdown', 'touchstart', 'focusin'] as const;

type Upgrade = {
  ContactForm: ComponentType<ContactFormProps>;
  initialValues: NonNullable<ContactFormProps['initialValues']>;
  initialFocus?: ContactFormProps['initialFocus'];
  /** The served form held a submit: the live form makes it once it is in. */
  replaySubmit?: boolean;
  /** A job application's position, from the served form's hidden field. */
  position?: string;
};

function servedForm(holder: HTMLElement | null): HTMLFormElement | null {
  return holder?.querySelector<HTMLFormElement>('form[data-contact-form]') ?? null;
}

/** What the visitor has typed into the served form so far, where the caret is, and a held submit. */
function captureServedForm(holder: HTMLElement | null): Omit<Upgrade, 'ContactForm'> {
  const form = servedForm(holder);
  if (!form) return { initialValues: {} };
  const values: Record<string, string | boolean> = {};
  for (const element of Array.from(form.elements)) {
    if (
      !(element instanceof HTMLInputElement) &&
      !(element instanceof HTMLSelectElement) &&
      !(element instanceof HTMLTextAreaElement)
    )
      continue;
    if (!element.name) continue;
    values[element.name] =
      element instanceof HTMLInputElement && element.type === 'checkbox'
        ? element.checked
        : element.value;
  }
  const active = document.activeElement;
  const focused =
    active instanceof HTMLInputElement ||
    active instanceof HTMLTextAreaElement ||
    active instanceof HTMLSelectElement
      ? active
      : null;
  const { position, ...typed } = values;
  return {
    initialValues: typed as Upgrade['initialValues'],
    position: typeof position === 'string' && position ? position : undefined,
    replaySubmit: takeHeldSubmit(form),
    initialFocus:
      focused && form.contains(focused) && focused.name
        ? {
            name: focused.name,
            selectionStart: 'selectionStart' in focused ? safeSelection(focused, 'start') : null,
            selectionEnd: 'selectionEnd' in focused ? safeSelection(focused, 'end') : null,
          }
        : undefined,
  };
}

function safeSelection(element: HTMLInputElement | HTMLTextAreaElement, edge: 'start' | 'end') {
  try {
    return edge === 'start' ? element.selectionStart : element.selectionEnd;
  } catch {
    return null; // type="email" has no selection
  }
}

/**
 * The contact form: its HTML (`children`, rendered on the server) is in the page from the first
 * byte and posts to /api/contact without any script. The live form with its validation and phone
 * libraries loads later: when the visitor scrolls the section near the viewport, or on the first
 * sign of intent in the form (pointer over it, a tap, focus), and then replaces the served form in
 * one synchronous step, taking over the typed values and the focus, so nothing the visitor did is
 * lost. Nothing loads it at page load or on idle: that work would land in the page's own load.
 */
export function DeferredContactForm({
  submitLabel,
  children,
}: {
  submitLabel?: string;
  children: ReactNode;
}) {
  const holder = useRef<HTMLDivElement>(null);
  const [upgrade, setUpgrade] = useState<Upgrade | null>(null);

  const started = useRef(false);
  const load = () => {
    if (started.current || upgrade) return;
    started.current = true;
    // The live form's words in the page's language come with it (its catalog, on ar/tr pages).
    void Promise.all([import('./contact-form'), loadDialogWords()]).then(
      ([{ ContactForm }]) => {
        if (!holder.current) return; // unmounted meanwhile
        // Read and swap in one task: no keystroke can fall between the two.
        flushSync(() => setUpgrade({ ContactForm, ...captureServedForm(holder.current) }));
      },
      () => {
        // The served form keeps working without the live one; the next intent tries again. A
        // submit it holds is posted as the served form would without JavaScript (the endpoint
        // answers with the same messages): the visitor's tap is not lost to a failed download.
        started.current = false;
        const form = servedForm(holder.current);
        if (takeHeldSubmit(form)) form?.submit();
      },
    );
  };

  // Near the viewport, but only once the visitor scrolls it there: a form already on the first
  // screen (/contact) waits for intent, so its 50 kB of validation and phone code does not compete
  // with the page's own load on a slow phone.
  const firstBatch = useRef(true);
  const observing = useIntersectionObserver(
    holder,
    (entries) => {
      const near = entries.some((entry) => entry.isIntersecting);
      const onFirstScreen = firstBatch.current && near;
      firstBatch.current = false;
      if (near && !onFirstScreen) load();
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN, enabled: !upgrade },
  );

  useEffect(() => {
    const element = holder.current;
    if (upgrade || !element) return;
    const onIntent = () => load();
    // A submit the served form holds (contact-form-boot.tsx) is intent too, the strongest.
    const events = [...INTENT_EVENTS, CONTACT_FORM_BOOT.heldEvent];
    events.forEach((type) => element.addEventListener(type, onIntent, { passive: true }));
    // A pointer that came over the form, or focus that went into it, before this hydrated fired
    // its event with nobody listening, and will not fire it again: it is intent all the same.
    if (element.matches(':hover') || element.contains(document.activeElement)) load();
    return () => events.forEach((type) => element.removeEventListener(type, onIntent));
  });

  // Back from a post made before the script loaded (#contact-invalid…, the served form's outcome
  // element is the :target): the live form puts the typed values and errors back, so load it now.
  // Without IntersectionObserver there is no "near": load as soon as the page has.
  // A submit held before this component hydrated loads it now as well.
  useEffect(() => {
    if (
      !observing ||
      holder.current?.querySelector(':target') ||
      hasHeldSubmit(servedForm(holder.current))
    )
      load();
  });

  return (
    // Which form a visitor has, the served one or the live one (screenshot tests wait for the live one).
    <div ref={holder} data-contact-form-stage={upgrade ? 'live' : 'served'}>
      {upgrade ? (
        <upgrade.ContactForm
          submitLabel={submitLabel}
          initialValues={upgrade.initialValues}
          initialFocus={upgrade.initialFocus}
          replaySubmit={upgrade.replaySubmit}
          position={upgrade.position}
          restoresFormPost
        />
      ) : (
        children
      )}
    </div>
  );
}
