/**
 * The contact form, rendered once for both of its states:
 * - served: in the page's HTML from the first byte (ServedContactForm, a server component), posting
 *   to /api/contact without any script;
 * - live: the client form (contact-form.tsx) that DeferredContactForm swaps in on intent, with
 *   react-hook-form, the zod schema and the searchable country list.
 * The two differ only in what each control holds (a `binding`), the country control and the
 * outcome messages, so the swap cannot move, relabel or drop a field.
 * No hooks and no 'use client': the server renders it without shipping it, the live form imports it.
 */
import type { ComponentPropsWithRef, ComponentType, ReactNode } from 'react';
import type { ContactFormText } from '@/lib/leads/contact-form-text';
import { FORM_POST_FRAGMENTS } from '@/lib/leads/form-post';
import {
  CONTACT_ALERT_CLASS,
  CONTACT_CONSENT_ATTRIBUTES,
  CONTACT_ENDPOINT,
  CONTACT_FIELDS_AFTER_PHONE,
  CONTACT_FIELDS_BEFORE_PHONE,
  CONTACT_INPUT_CLASS,
  CONTACT_SUBMIT_CLASS,
  CONTACT_SUCCESS_CLASS,
  CONTACT_TEXT_FIELDS,
  ContactConsentText,
  ContactDefinedField,
  ContactField,
  ContactHoneypot,
  PHONE_GROUP_CLASS,
  type ContactControlProps,
  type ContactListedFieldName,
} from './contact-form-fields';

/** The controls a binding holds: the listed fields, the phone number, consent and the honeypot. */
export type ContactBoundFieldName = ContactListedFieldName | 'phoneNumber' | 'consent' | 'website';

/** What a state puts into each control, and the message it shows under it. */
export interface ContactFormBinding {
  /** Served: name and defaultValue (or defaultChecked); live: react-hook-form's register(). */
  control(name: ContactBoundFieldName): ContactControlProps;
  error(name: ContactBoundFieldName): string | undefined;
}

/** The live form's outcome of a submit. */
export type ContactSubmitStatus = 'idle' | 'submitting' | 'success' | 'error' | 'timed-out';

/**
 * What the form says after a submit. Served: one element per post outcome, shown by CSS :target
 * (#contact-sent…), the invalid one at once on /contact/retry. Live: an alert and a status region
 * whose content follows the submit.
 */
export type ContactFormOutcome =
  | { state: 'served'; retried: boolean }
  | { state: 'live'; status: ContactSubmitStatus; showSummary: boolean; summaryId: string };

export interface ContactFormViewProps {
  text: ContactFormText;
  /** A control's id from its name (served: a fixed prefix; live: React's useId). */
  idFor: (name: string) => string;
  binding: ContactFormBinding;
  /** The phone country: the served <select> with its hint, or the live searchable select. */
  countryControl: ReactNode;
  /** The phone number's <input> (the live form's cleans what is typed); a plain input when served. */
  PhoneControl?: 'input' | ComponentType<ComponentPropsWithRef<'input'>>;
  /** The served form's hint under the country, which the phone number is described by. */
  phoneHintId?: string;
  outcome: ContactFormOutcome;
  /** The open position (a job page's slug) an application is for. */
  position?: string;
  submitLabel?: string;
  /** The live form's own handling: its ref, onSubmit and noValidate (it shows its own messages). */
  formProps?: Pick<ComponentPropsWithRef<'form'>, 'ref' | 'onSubmit' | 'noValidate'>;
}

/** aria-invalid and the ids that describe a control: its hint, then its message. */
function describe(id: string, error: string | undefined, hintId?: string) {
  const ids = [hintId, error ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': Boolean(error), 'aria-describedby': ids || undefined };
}

export function ContactFormView({
  text,
  idFor,
  binding,
  countryControl,
  PhoneControl = 'input',
  phoneHintId,
  outcome,
  position,
  submitLabel,
  formProps,
}: ContactFormViewProps) {
  const { copy } = text;
  const submitting = outcome.state === 'live' && outcome.status === 'submitting';
  // The live form's error summary describes the form while it is shown.
  const summaryId = outcome.state === 'live' && outcome.showSummary ? outcome.summaryId : undefined;
  const listed = (name: ContactListedFieldName) => (
    <ContactDefinedField
      key={name}
      name={name}
      id={idFor(name)}
      error={binding.error(name)}
      controlProps={{
        ...describe(idFor(name), binding.error(name)),
        ...binding.control(name),
      }}
      text={text}
    />
  );
  return (
    <form
      action={CONTACT_ENDPOINT}
      method="post"
      data-contact-form=""
      className="grid gap-5 sm:grid-cols-2"
      aria-describedby={summaryId}
      {...formProps}
    >
      {CONTACT_FIELDS_BEFORE_PHONE.map(listed)}

      <div className={PHONE_GROUP_CLASS}>
        {countryControl}
        <ContactField
          id={idFor('phoneNumber')}
          error={binding.error('phoneNumber')}
          label={copy.phoneNumber}
          className="sm:col-start-2 sm:row-start-1"
        >
          <PhoneControl
            id={idFor('phoneNumber')}
            {...CONTACT_TEXT_FIELDS.phoneNumber.attributes}
            className={CONTACT_INPUT_CLASS}
            {...describe(idFor('phoneNumber'), binding.error('phoneNumber'), phoneHintId)}
            {...(binding.control('phoneNumber') as ComponentPropsWithRef<'input'>)}
          />
        </ContactField>
      </div>

      {CONTACT_FIELDS_AFTER_PHONE.map(listed)}

      {/* The page's language: the lead is validated and followed up in it. */}
      <input type="hidden" name="locale" value={text.locale} />

      <ContactHoneypot id={idFor('website')} label={copy.honeypot}>
        <input
          id={idFor('website')}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...(binding.control('website') as ComponentPropsWithRef<'input'>)}
        />
      </ContactHoneypot>

      {position ? <input type="hidden" name="position" value={position} /> : null}

      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <div className="flex items-start gap-3">
          <input
            id={idFor('consent')}
            {...CONTACT_CONSENT_ATTRIBUTES}
            className="accent-primary mt-1 size-4 shrink-0"
            {...describe(idFor('consent'), binding.error('consent'))}
            {...(binding.control('consent') as ComponentPropsWithRef<'input'>)}
          />
          <label htmlFor={idFor('consent')} className="text-muted text-sm">
            <ContactConsentText copy={copy} />
          </label>
        </div>
        {binding.error('consent') ? (
          <p id={`${idFor('consent')}-error`} className="text-sm text-red-700">
            {binding.error('consent')}
          </p>
        ) : null}
      </div>

      <div className="flex flex-col gap-3 sm:col-span-2">
        <ContactOutcome outcome={outcome} messages={text.messages} />
        <button type="submit" disabled={submitting} className={CONTACT_SUBMIT_CLASS}>
          {submitting ? copy.submitting : (submitLabel ?? copy.submit)}
        </button>
      </div>
    </form>
  );
}

function ContactOutcome({
  outcome,
  messages,
}: {
  outcome: ContactFormOutcome;
  messages: ContactFormText['messages'];
}) {
  if (outcome.state === 'served') {
    return (
      <>
        <p id={FORM_POST_FRAGMENTS.sent} className={`hidden target:block ${CONTACT_SUCCESS_CLASS}`}>
          {messages.success}
        </p>
        <p
          id={FORM_POST_FRAGMENTS.invalid}
          role={outcome.retried ? 'alert' : undefined}
          className={`${outcome.retried ? 'block' : 'hidden target:block'} ${CONTACT_ALERT_CLASS}`}
        >
          {messages.fixErrors}
        </p>
        <p id={FORM_POST_FRAGMENTS.failed} className={`hidden target:block ${CONTACT_ALERT_CLASS}`}>
          {messages.failure}
        </p>
      </>
    );
  }
  const { status, showSummary, summaryId } = outcome;
  // Live regions present from the start, so a screen reader announces what appears in them.
  return (
    <>
      <div role="alert" id={summaryId} className="empty:hidden">
        {showSummary ? <p className={CONTACT_ALERT_CLASS}>{messages.fixErrors}</p> : null}
        {status === 'error' ? <p className={CONTACT_ALERT_CLASS}>{messages.failure}</p> : null}
        {status === 'timed-out' ? <p className={CONTACT_ALERT_CLASS}>{messages.timedOut}</p> : null}
      </div>
      <div role="status" className="empty:hidden">
        {status === 'success' ? <p className={CONTACT_SUCCESS_CLASS}>{messages.success}</p> : null}
      </div>
    </>
  );
}
