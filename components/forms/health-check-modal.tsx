'use client';

import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { CloseGlyph } from '@/components/ui/glyphs';
import { MODAL_TIMINGS } from '@/components/forms/modal-timings';
import type { HostedDialogProps } from '@/lib/dialogs';
import { Modal } from '@/components/ui/modal';
import { DialogLoadingBody } from '@/components/ui/modal-frame';
import { DIALOG_LOADING_COPY } from '@/lib/content/island-words/dialog-copy';
import { contactFormTextInPageLanguage } from './contact-form-words';
import { inPageLanguage } from './dialog-words';

// The form brings zod and the phone metadata: fetched on a trigger's intent or when the dialog
// opens, not with the dialog itself when the browser is idle.
const importContactForm = () => import('./contact-form');
const ContactForm = lazy(() =>
  importContactForm().then((module) => ({ default: module.ContactForm })),
);
export const preloadValidation = importContactForm;

/**
 * Mobile 'Free Health Check' dialog: the contact form with its own submit text,
 * closed 2 s after a successful submit so the visitor can read the thank-you message.
 */
export default function HealthCheckModal({ open, onClose }: HostedDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const [submitted, setSubmitted] = useState(false);
  // The form's words in the page's language (its catalog came with the dialog's code).
  const [text] = useState(() => contactFormTextInPageLanguage());
  const HEALTH_CHECK_COPY = text.healthCheck;

  useEffect(() => {
    if (!submitted) return;
    const timer = window.setTimeout(onClose, MODAL_TIMINGS.healthCheckAutoCloseMs);
    return () => window.clearTimeout(timer);
  }, [submitted, onClose]);

  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      describedBy={descriptionId}
      panelClassName="max-w-xl p-6 sm:p-8"
    >
      <div className="mb-6 flex items-start justify-between gap-4">
        <div>
          <h2 id={titleId} className="text-ink text-2xl font-bold">
            {HEALTH_CHECK_COPY.title}
          </h2>
          <p id={descriptionId} className="text-muted mt-2">
            {HEALTH_CHECK_COPY.description}
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={HEALTH_CHECK_COPY.close}
          className="text-muted hover:bg-surface hover:text-ink focus-visible:ring-primary rounded-full p-2 focus-visible:ring-2 focus-visible:outline-none"
        >
          <CloseGlyph className="size-5" />
        </button>
      </div>
      <Suspense fallback={<DialogLoadingBody label={inPageLanguage(DIALOG_LOADING_COPY).label} />}>
        <ContactForm
          text={text}
          submitLabel={HEALTH_CHECK_COPY.submit}
          onSuccess={() => setSubmitted(true)}
        />
      </Suspense>
    </Modal>
  );
}
