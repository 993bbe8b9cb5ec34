'use client';

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { ContactFormProps } from '@/components/forms/contact-form';

/** Start loading the live form this far before it scrolls into view. */
const NEAR_VIEWPORT_MARGIN = '600px 0px';
/** Idle loading waits at most this long after load. */
const IDLE_LOAD_TIMEOUT_MS = 3000;

type Upgrade = {
  ContactForm: ComponentType<ContactFormProps>;
  initialValues: NonNullable<ContactFormProps['initialValues']>;
  initialFocus?: ContactFormProps['initialFocus'];
};

/** What the visitor has typed into the served form so far, and where the caret is. */
function captureServedForm(holder: HTMLElement | null): Omit<Upgrade, 'ContactForm'> {
  const form = holder?.querySelector<HTMLFormElement>('form[data-contact-form]');
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
  return {
    initialValues: values as Upgrade['initialValues'],
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
 * libraries loads later, when the section nears the viewport, on first interaction with the form,
 * or when the browser is idle, and then replaces the served form in one synchronous step, taking
 * over the typed values and the focus, so nothing the visitor did is lost.
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

  useEffect(() => {
    if (upgrade) return;
    let started = false;
    let cancelled = false;
    const load = () => {
      if (started) return;
      started = true;
      void import('@/components/forms/contact-form').then(
        ({ ContactForm }) => {
          if (cancelled) return;
          // Read and swap in one task: no keystroke can fall between the two.
          flushSync(() => setUpgrade({ ContactForm, ...captureServedForm(holder.current) }));
        },
        () => {
          // The served form keeps working without the live one.
          started = false;
        },
      );
    };

    const element = holder.current;
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver(
            (entries) => entries.some((entry) => entry.isIntersecting) && load(),
            { rootMargin: NEAR_VIEWPORT_MARGIN },
          );
    if (observer && element) observer.observe(element);
    else load();
    element?.addEventListener('focusin', load);
    element?.addEventListener('pointerdown', load);

    let cancelIdle: (() => void) | undefined;
    const scheduleIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(load, { timeout: IDLE_LOAD_TIMEOUT_MS });
        cancelIdle = () => window.cancelIdleCallback(handle);
      } else {
        const handle = window.setTimeout(load, IDLE_LOAD_TIMEOUT_MS / 2);
        cancelIdle = () => window.clearTimeout(handle);
      }
    };
    if (document.readyState === 'complete') scheduleIdle();
    else window.addEventListener('load', scheduleIdle, { once: true });

    return () => {
      cancelled = true;
      observer?.disconnect();
      element?.removeEventListener('focusin', load);
      element?.removeEventListener('pointerdown', load);
      window.removeEventListener('load', scheduleIdle);
      cancelIdle?.();
    };
  }, [upgrade]);

  return (
    <div ref={holder}>
      {upgrade ? (
        <upgrade.ContactForm
          submitLabel={submitLabel}
          initialValues={upgrade.initialValues}
          initialFocus={upgrade.initialFocus}
          restoresFormPost
        />
      ) : (
        children
      )}
    </div>
  );
}
