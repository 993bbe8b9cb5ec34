/**
 * The contact form's fields, written once, and the pieces ContactFormView (contact-form-view.tsx)
 * draws them with; the quote estimator and the live country select use its classes too.
 * No hooks and no 'use client': usable from both sides.
 */
import { IntentLink } from '@/components/layout/intent-link';
import { buttonClassName } from '@/components/ui/button';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import {
  CONTACT_FORM_COPY,
  CONTACT_HEARD_FROM_OPTIONS,
  CONTACT_ROLE_OPTIONS,
} from '@/lib/content/island-words/contact-form';
import { TEXT_LIMITS } from '@/lib/content/limits';
import type { ContactFormText } from '@/lib/leads/contact-form-text';

export const CONTACT_ENDPOINT = '/api/contact';
export const PHONE_INPUT_MAX = 25;

export { CONTACT_FORM_COPY };

/** Characters the phone field accepts: digits, plus, spaces and hyphens. */
// Arabic-Indic and Persian digits too: the server reads them as ASCII digits.
const PHONE_PATTERN = '[0-9\u0660-\u0669\u06F0-\u06F9+ \\-]*';

/** HTML attributes of a text-like control: the same in the served and the live form. */
interface ContactControlAttributes {
  type?: 'email' | 'tel' | 'text';
  /** Addresses and phone numbers read left to right inside Arabic text too. */
  dir?: 'ltr';
  inputMode?: 'tel';
  autoComplete?: string;
  required?: boolean;
  minLength?: number;
  maxLength: number;
  pattern?: string;
  rows?: number;
}

interface ContactFieldDefinition {
  label: string;
  optional?: boolean;
  /** Grid placement in the two-column form. */
  className?: string;
  control: 'input' | 'textarea';
  attributes: ContactControlAttributes;
}

interface ContactChoiceDefinition {
  label: string;
  className?: string;
  required: true;
  placeholder: string;
  options: readonly { value: string; label: string }[];
}

/**
 * The contact form's fields, written once: names (the keys), labels, limits and HTML attributes.
 * ContactFormView renders both of the form's states from these, so a limit cannot drift between
 * the served form and the live one.
 */
export const CONTACT_TEXT_FIELDS = {
  firstName: {
    label: CONTACT_FORM_COPY.firstName,
    control: 'input',
    attributes: {
      autoComplete: 'given-name',
      required: true,
      minLength: 2,
      maxLength: TEXT_LIMITS.name,
    },
  },
  lastName: {
    label: CONTACT_FORM_COPY.lastName,
    control: 'input',
    attributes: {
      autoComplete: 'family-name',
      required: true,
      minLength: 2,
      maxLength: TEXT_LIMITS.name,
    },
  },
  email: {
    label: CONTACT_FORM_COPY.email,
    className: 'sm:col-span-2',
    control: 'input',
    attributes: {
      type: 'email',
      dir: 'ltr',
      autoComplete: 'email',
      required: true,
      maxLength: TEXT_LIMITS.email,
    },
  },
  phoneNumber: {
    label: CONTACT_FORM_COPY.phoneNumber,
    control: 'input',
    attributes: {
      type: 'tel',
      dir: 'ltr',
      inputMode: 'tel',
      autoComplete: 'tel',
      required: true,
      pattern: PHONE_PATTERN,
      maxLength: PHONE_INPUT_MAX,
    },
  },
  companyName: {
    label: CONTACT_FORM_COPY.companyName,
    optional: true,
    className: 'sm:col-span-2',
    control: 'input',
    attributes: { autoComplete: 'organization', maxLength: TEXT_LIMITS.company },
  },
  message: {
    label: CONTACT_FORM_COPY.message,
    optional: true,
    className: 'sm:col-span-2',
    control: 'textarea',
    attributes: { rows: 4, maxLength: TEXT_LIMITS.message },
  },
} as const satisfies Record<string, ContactFieldDefinition>;

export const CONTACT_CHOICE_FIELDS = {
  role: {
    label: CONTACT_FORM_COPY.role,
    required: true,
    placeholder: CONTACT_FORM_COPY.rolePlaceholder,
    options: CONTACT_ROLE_OPTIONS,
  },
  heardFrom: {
    label: CONTACT_FORM_COPY.heardFrom,
    required: true,
    placeholder: CONTACT_FORM_COPY.heardFromPlaceholder,
    options: CONTACT_HEARD_FROM_OPTIONS,
  },
} as const satisfies Record<string, ContactChoiceDefinition>;

/** The consent checkbox (its sentence is ContactConsentText). */
export const CONTACT_CONSENT_ATTRIBUTES = { type: 'checkbox', required: true } as const;

/** The order the fields appear in; the phone row (country + number) sits after email. */
export const CONTACT_FIELDS_BEFORE_PHONE = ['firstName', 'lastName', 'email'] as const;
export const CONTACT_FIELDS_AFTER_PHONE = ['companyName', 'role', 'heardFrom', 'message'] as const;

export type ContactTextFieldName = keyof typeof CONTACT_TEXT_FIELDS;
export type ContactChoiceFieldName = keyof typeof CONTACT_CHOICE_FIELDS;
export type ContactListedFieldName = ContactTextFieldName | ContactChoiceFieldName;

/** What each form adds to a control: value handling (register or defaultValue) and aria state. */
export type ContactControlProps = ComponentPropsWithRef<'input'> &
  ComponentPropsWithRef<'textarea'> &
  ComponentPropsWithRef<'select'>;

// An ltr control (email, phone) on a right-to-left page still lines up with the labels' edge.
export const CONTACT_INPUT_CLASS =
  'rtl:[&[dir=ltr]]:text-end w-full rounded-lg border bg-white px-3 py-2.5 text-ink placeholder:text-slate-500 focus:border-primary focus:ring-2 focus:ring-primary/30 focus:outline-none aria-[invalid=true]:border-red-600';

/** The phone country's select and its search box: 16 px text (no zoom on focus) in boxes of at
 *  least 44 px. The select is as tall as the phone field beside it (46 px: Chromium draws a select
 *  with the same padding a pixel shorter); the search box 44 px, as the served form's hint line
 *  whose place it takes. */
const COUNTRY_CONTROL_BASE =
  'text-ink focus:border-primary focus:ring-primary/30 w-full rounded-lg border bg-white px-3 text-base focus:ring-2 focus:outline-none';
export const COUNTRY_CONTROL_CLASS = `${COUNTRY_CONTROL_BASE} min-h-11.5 py-2.5`;
export const COUNTRY_SEARCH_CLASS = `${COUNTRY_CONTROL_BASE} min-h-11 py-2 placeholder:text-slate-500`;

/** Country, then phone: stacked on phones (each a whole line wide), side by side from 640 px
 *  with their labels and controls on one line each. */
export const PHONE_GROUP_CLASS =
  'grid items-start gap-x-3 gap-y-5 sm:col-span-2 sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)] sm:gap-y-1.5';

/** Every visible field label of the contact form, the phone country's included. */
export const CONTACT_LABEL_CLASS = 'text-ink text-sm font-medium';

export const CONTACT_SUBMIT_CLASS = buttonClassName({ shape: 'rounded' });

export const CONTACT_ALERT_CLASS =
  'rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800';
export const CONTACT_SUCCESS_CLASS =
  'rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800';

/** Field wrapper: visible label, the control, and its error tied to it by id. */
export function ContactField({
  id,
  label,
  optional,
  error,
  children,
  className = '',
}: {
  id: string;
  label: string;
  /** The '(optional)' mark, in the form's language; none for a required field. */
  optional?: string;
  error?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className={CONTACT_LABEL_CLASS}>
        {label}
        {optional ? <span className="text-muted font-normal"> {optional}</span> : null}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The consent sentence with its link to the privacy policy. */
export function ContactConsentText({ copy }: { copy: ContactFormText['copy'] }) {
  return (
    <>
      {copy.consentBefore}{' '}
      <IntentLink
        href={copy.privacyHref}
        className="text-primary font-medium underline underline-offset-2"
      >
        {copy.privacyPolicy}
      </IntentLink>
      .
    </>
  );
}

/** Honeypot: hidden from people and assistive tech; bots that fill every field reveal themselves. */
export function ContactHoneypot({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <div aria-hidden="true" className="absolute -inset-s-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/**
 * One listed field (text, textarea or choice) from its definition. `controlProps` carries what
 * differs between the two forms: the live form's register() and aria, the served form's name,
 * defaultValue and aria.
 */
export function ContactDefinedField({
  name,
  id,
  error,
  controlProps,
  text,
}: {
  name: ContactListedFieldName;
  id: string;
  error?: string;
  controlProps: ContactControlProps;
  /** The form's words in the page's language (labels, placeholders, option labels). */
  text: ContactFormText;
}) {
  if (name in CONTACT_CHOICE_FIELDS) {
    const choice = CONTACT_CHOICE_FIELDS[name as ContactChoiceFieldName];
    const options = name === 'role' ? text.roleOptions : text.heardFromOptions;
    const placeholder =
      name === 'role' ? text.copy.rolePlaceholder : text.copy.heardFromPlaceholder;
    return (
      <ContactField id={id} label={text.copy[name]} error={error}>
        <select
          id={id}
          required={choice.required}
          {...(controlProps as ComponentPropsWithRef<'select'>)}
          className={CONTACT_INPUT_CLASS}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </ContactField>
    );
  }
  const field: ContactFieldDefinition = CONTACT_TEXT_FIELDS[name as ContactTextFieldName];
  return (
    <ContactField
      id={id}
      label={text.copy[name as ContactTextFieldName]}
      optional={field.optional ? text.copy.optional : undefined}
      error={error}
      className={field.className}
    >
      {field.control === 'textarea' ? (
        <textarea
          id={id}
          {...field.attributes}
          {...(controlProps as ComponentPropsWithRef<'textarea'>)}
          className={CONTACT_INPUT_CLASS}
        />
      ) : (
        <input
          id={id}
          {...field.attributes}
          {...(controlProps as ComponentPropsWithRef<'input'>)}
          className={CONTACT_INPUT_CLASS}
        />
      )}
    </ContactField>
  );
}
