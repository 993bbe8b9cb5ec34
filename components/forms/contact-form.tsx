'use client';

import { useEffect, useId, useState, type ReactNode } from 'react';
import { useController, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { TEXT_LIMITS } from '@/lib/constants';
import {
  CONTACT_HEARD_FROM_OPTIONS,
  CONTACT_MESSAGES,
  CONTACT_ROLE_OPTIONS,
  contactFormSchema,
  type ContactFormInput,
  type ContactFormValues,
} from '@/lib/leads/contact-schema';
import { submitLead } from '@/lib/leads/submit-lead';
import { useSubmissionKey } from './use-lead-flow';
import { readAttribution } from '@/lib/attribution/client';
import { detectCountry, FALLBACK_COUNTRY } from '@/lib/geo/detect-country';
import { toCountryCode } from '@/lib/phone/phone-rules';
import { CountrySelect } from './country-select';
import { PhoneInput } from './phone-input';

export const CONTACT_ENDPOINT = '/api/contact';
const PHONE_INPUT_MAX = 25;

export interface ContactFormProps {
  /** Text of the submit button (the health-check modal uses 'Get Free Health Check'). */
  submitLabel?: string;
  /** Replaces the POST to /api/contact (spec 01 §7: "used when no submit handler is passed"). */
  onSubmit?: (values: ContactFormValues) => Promise<void>;
  onSuccess?: () => void;
}

type SubmitStatus = 'idle' | 'submitting' | 'success' | 'error';

const EMPTY_VALUES: ContactFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  phoneCountry: FALLBACK_COUNTRY,
  companyName: '',
  role: '' as ContactFormInput['role'],
  heardFrom: '' as ContactFormInput['heardFrom'],
  message: '',
  consent: false,
  website: '',
};

const inputClass =
  'w-full rounded-lg border bg-white px-3 py-2.5 text-ink placeholder:text-slate-500 focus:border-primary focus:ring-2 focus:ring-primary/30 focus:outline-none aria-[invalid=true]:border-red-600';

/** Field wrapper: visible label, the control, and its error tied to it by id. */
function Field({
  id,
  label,
  optional,
  error,
  children,
  className = '',
}: {
  id: string;
  label: string;
  optional?: boolean;
  error?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-ink text-sm font-medium">
        {label}
        {optional ? <span className="text-muted font-normal"> (optional)</span> : null}
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

/** aria props that tie a control to its error message. */
function errorProps(id: string, message: string | undefined) {
  return message
    ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` }
    : { 'aria-invalid': false as const };
}

function hasErrors(errors: FieldErrors<ContactFormInput>): boolean {
  return Object.keys(errors).length > 0;
}

export function ContactForm({
  submitLabel = 'Send Message',
  onSubmit,
  onSuccess,
}: ContactFormProps) {
  const baseId = useId();
  const id = (name: string) => `${baseId}-${name}`;
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const [submitFoundErrors, setSubmitFoundErrors] = useState(false);
  const { keyFor: idempotencyKeyFor, forget: forgetSubmission } = useSubmissionKey();

  const {
    register,
    control,
    handleSubmit,
    reset,
    trigger,
    getValues,
    setValue,
    getFieldState,
    formState: { errors },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    mode: 'onChange',
    defaultValues: EMPTY_VALUES,
  });

  const { field: countryField } = useController({ control, name: 'phoneCountry' });

  // Auto-detect the phone country once, unless the visitor has already picked one.
  useEffect(() => {
    let cancelled = false;
    void detectCountry({ isSupported: (country) => toCountryCode(country) !== undefined }).then(
      (country) => {
        if (cancelled || getFieldState('phoneCountry').isDirty) return;
        setValue('phoneCountry', country);
        if (getValues('phoneNumber')) void trigger('phoneNumber');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [getFieldState, getValues, setValue, trigger]);

  // The summary appears after a submit that found errors, and goes once they are fixed.
  const showSummary = submitFoundErrors && hasErrors(errors);

  async function submitValues(values: ContactFormValues) {
    setSubmitFoundErrors(false);
    setStatus('submitting');
    try {
      if (onSubmit) {
        await onSubmit(values);
      } else {
        await submitLead(
          CONTACT_ENDPOINT,
          { ...values, attribution: readAttribution() },
          {
            idempotencyKey: idempotencyKeyFor(values),
          },
        );
      }
      forgetSubmission();
      // Clears values, errors and the phone's validity; keeps the (detected) phone country.
      reset({ ...EMPTY_VALUES, phoneCountry: values.phoneCountry });
      setStatus('success');
      onSuccess?.();
    } catch {
      setStatus('error');
    }
  }

  const submitting = status === 'submitting';
  const errorMessage = (name: keyof ContactFormInput) => errors[name]?.message;

  return (
    <form
      noValidate
      onSubmit={(event) =>
        void handleSubmit(submitValues, () => {
          setSubmitFoundErrors(true);
          setStatus('idle');
        })(event)
      }
      className="grid gap-5 sm:grid-cols-2"
      aria-describedby={showSummary ? id('summary') : undefined}
    >
      <Field id={id('firstName')} label="First name" error={errorMessage('firstName')}>
        <input
          id={id('firstName')}
          autoComplete="given-name"
          maxLength={TEXT_LIMITS.name}
          className={inputClass}
          {...errorProps(id('firstName'), errorMessage('firstName'))}
          {...register('firstName')}
        />
      </Field>
      <Field id={id('lastName')} label="Last name" error={errorMessage('lastName')}>
        <input
          id={id('lastName')}
          autoComplete="family-name"
          maxLength={TEXT_LIMITS.name}
          className={inputClass}
          {...errorProps(id('lastName'), errorMessage('lastName'))}
          {...register('lastName')}
        />
      </Field>
      <Field id={id('email')} label="Email" error={errorMessage('email')} className="sm:col-span-2">
        <input
          id={id('email')}
          type="email"
          autoComplete="email"
          maxLength={TEXT_LIMITS.email}
          className={inputClass}
          {...errorProps(id('email'), errorMessage('email'))}
          {...register('email')}
        />
      </Field>

      <div className="grid grid-cols-[minmax(0,10rem)_1fr] items-end gap-3 sm:col-span-2">
        <CountrySelect
          id={id('phoneCountry')}
          value={countryField.value ?? FALLBACK_COUNTRY}
          onBlur={countryField.onBlur}
          onChange={(country) => {
            countryField.onChange(country);
            // The same digits may be valid in one country and not in another.
            if (getValues('phoneNumber')) void trigger('phoneNumber');
          }}
        />
        <Field id={id('phoneNumber')} label="Phone number" error={errorMessage('phoneNumber')}>
          <PhoneInput
            id={id('phoneNumber')}
            maxLength={PHONE_INPUT_MAX}
            className={inputClass}
            {...errorProps(id('phoneNumber'), errorMessage('phoneNumber'))}
            {...register('phoneNumber')}
          />
        </Field>
      </div>

      <Field
        id={id('companyName')}
        label="Company name"
        optional
        error={errorMessage('companyName')}
        className="sm:col-span-2"
      >
        <input
          id={id('companyName')}
          autoComplete="organization"
          maxLength={TEXT_LIMITS.company}
          className={inputClass}
          {...errorProps(id('companyName'), errorMessage('companyName'))}
          {...register('companyName')}
        />
      </Field>
      <Field id={id('role')} label="Your role" error={errorMessage('role')}>
        <select
          id={id('role')}
          className={inputClass}
          {...errorProps(id('role'), errorMessage('role'))}
          {...register('role')}
        >
          <option value="">Select your role</option>
          {CONTACT_ROLE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id={id('heardFrom')}
        label="How did you hear about us?"
        error={errorMessage('heardFrom')}
      >
        <select
          id={id('heardFrom')}
          className={inputClass}
          {...errorProps(id('heardFrom'), errorMessage('heardFrom'))}
          {...register('heardFrom')}
        >
          <option value="">Select an option</option>
          {CONTACT_HEARD_FROM_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id={id('message')}
        label="Message"
        optional
        error={errorMessage('message')}
        className="sm:col-span-2"
      >
        <textarea
          id={id('message')}
          rows={4}
          maxLength={TEXT_LIMITS.message}
          className={inputClass}
          {...errorProps(id('message'), errorMessage('message'))}
          {...register('message')}
        />
      </Field>

      {/* Honeypot: hidden from people and assistive tech; bots that fill every field reveal themselves. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={id('website')}>Website</label>
        <input
          id={id('website')}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...register('website')}
        />
      </div>

      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <div className="flex items-start gap-3">
          <input
            id={id('consent')}
            type="checkbox"
            className="accent-primary mt-1 size-4 shrink-0"
            {...errorProps(id('consent'), errorMessage('consent'))}
            {...register('consent')}
          />
          <label htmlFor={id('consent')} className="text-muted text-sm">
            I agree to be contacted by Octaacer for scheduling and marketing purposes in accordance
            with the{' '}
            <Link
              href="/privacy-policy"
              className="text-primary font-medium underline underline-offset-2"
            >
              Privacy Policy
            </Link>
            .
          </label>
        </div>
        {errorMessage('consent') ? (
          <p id={`${id('consent')}-error`} className="text-sm text-red-700">
            {errorMessage('consent')}
          </p>
        ) : null}
      </div>

      <div className="flex flex-col gap-3 sm:col-span-2">
        <div role="alert" id={id('summary')} className="empty:hidden">
          {showSummary ? (
            <p className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
              {CONTACT_MESSAGES.fixErrors}
            </p>
          ) : null}
          {status === 'error' ? (
            <p className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
              {CONTACT_MESSAGES.failure}
            </p>
          ) : null}
        </div>
        <div role="status" className="empty:hidden">
          {status === 'success' ? (
            <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800">
              {CONTACT_MESSAGES.success}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          disabled={submitting}
          className="bg-primary hover:bg-primary-dark focus-visible:ring-primary inline-flex items-center justify-center rounded-lg px-6 py-3 font-semibold text-white transition-colors focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-70"
        >
          {submitting ? 'Submitting...' : submitLabel}
        </button>
      </div>
    </form>
  );
}
