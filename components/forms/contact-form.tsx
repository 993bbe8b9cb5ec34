'use client';

import { readCookie } from '@/lib/cookies';
import { useEffect, useId, useRef, useState } from 'react';
import { useController, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  buildContactSchema,
  contactFormSchema,
  type ContactFormInput,
  type ContactFormValues,
} from '@/lib/leads/contract/contact-schema';
import { ENGLISH_CONTACT_FORM_TEXT, type ContactFormText } from '@/lib/leads/contact-form-text';
import { contactFormTextInPageLanguage } from './contact-form-words';
import { LeadSubmitError, submitLead } from '@/lib/leads/submit-lead';
import { useSubmissionKey } from './use-lead-flow';
import { readAttribution } from '@/lib/attribution/client';
import { documentCookies } from '@/lib/cookies';
import { countryFromCookieString } from '@/lib/geo/country-cookie';
import { toCountryCode } from '@/lib/phone/phone-rules';
import {
  CONTACT_RETRY_COOKIE,
  FORM_POST_FRAGMENTS,
  parseContactRetryState,
  type ContactRetryState,
} from '@/lib/leads/form-post';
import { CountrySelect } from './country-select';
import { PhoneInput } from './phone-input';
import { CONTACT_ENDPOINT } from './contact-form-fields';
import {
  ContactFormView,
  type ContactBoundFieldName,
  type ContactSubmitStatus,
} from './contact-form-view';

export { CONTACT_ENDPOINT };

export interface ContactFormProps {
  /**
   * Every word of the form (the health-check dialog passes it). Without it, the page's language
   * (its dialog catalog loaded: see DeferredContactForm).
   */
  text?: ContactFormText;
  /** Text of the submit button (the health-check modal uses 'Get Free Health Check'). */
  submitLabel?: string;
  /** Replaces the POST to /api/contact; without it the form posts there. */
  onSubmit?: (values: ContactFormValues) => Promise<void>;
  onSuccess?: () => void;
  /** What the visitor typed into the served form before this script loaded (the upgrade). */
  initialValues?: Partial<ContactFormInput>;
  /** The field (by name) that had the focus in the served form, and its text selection. */
  initialFocus?: { name: string; selectionStart: number | null; selectionEnd: number | null };
  /** Read the outcome of a post made without JavaScript (#contact-sent…, the retry cookie). */
  restoresFormPost?: boolean;
  /** The served form held a submit before this one loaded: make it once, on mount. */
  replaySubmit?: boolean;
  /** The open position (a job page's slug) an application is for; sent with the lead. */
  position?: string;
}

const EMPTY_VALUES: ContactFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  phoneCountry: ENGLISH_CONTACT_FORM_TEXT.defaultCountry,
  companyName: '',
  role: '' as ContactFormInput['role'],
  heardFrom: '' as ContactFormInput['heardFrom'],
  message: '',
  consent: false,
  website: '',
};

function hasErrors(errors: FieldErrors<ContactFormInput>): boolean {
  return Object.keys(errors).length > 0;
}

/** Values from the served form as the live form holds them (unknown names are ignored). */
function toFormValues(raw: Record<string, string | boolean>): Partial<ContactFormInput> {
  const values: Record<string, string | boolean> = {};
  for (const key of Object.keys(EMPTY_VALUES) as (keyof ContactFormInput)[]) {
    const value = raw[key];
    if (key === 'consent') values[key] = value === true || value === 'true' || value === 'on';
    else if (typeof value === 'string') values[key] = value;
  }
  return values as Partial<ContactFormInput>;
}

/** The outcome of a post made without JavaScript, from the URL fragment and the retry cookie. */
function readFormPostOutcome(): {
  status: ContactSubmitStatus;
  retry: ContactRetryState | null;
} | null {
  if (typeof window === 'undefined') return null;
  const hash = window.location.hash.slice(1);
  if (hash === FORM_POST_FRAGMENTS.sent) return { status: 'success', retry: null };
  if (hash === FORM_POST_FRAGMENTS.failed) return { status: 'error', retry: null };
  if (hash === FORM_POST_FRAGMENTS.invalid) {
    return { status: 'idle', retry: parseContactRetryState(readCookie(CONTACT_RETRY_COOKIE)) };
  }
  return null;
}

export function ContactForm({
  text: givenText,
  submitLabel,
  onSubmit,
  onSuccess,
  initialValues,
  initialFocus,
  restoresFormPost = false,
  replaySubmit = false,
  position,
}: ContactFormProps) {
  const [text] = useState(() => givenText ?? contactFormTextInPageLanguage());
  const { copy, defaultCountry } = text;
  const [schema] = useState(() =>
    text.messages === ENGLISH_CONTACT_FORM_TEXT.messages
      ? contactFormSchema
      : buildContactSchema(text.messages),
  );
  const baseId = useId();
  const id = (name: string) => `${baseId}-${name}`;
  // What a post made without JavaScript came back with (#contact-sent…, the retry cookie).
  const [restored] = useState(() => (restoresFormPost ? readFormPostOutcome() : null));
  const [status, setStatus] = useState<ContactSubmitStatus>(restored?.status ?? 'idle');
  const [submitFoundErrors, setSubmitFoundErrors] = useState(Boolean(restored?.retry));
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
    setError,
    formState: { errors },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: {
      ...EMPTY_VALUES,
      phoneCountry: defaultCountry,
      ...initialValues,
      ...(restored?.retry ? toFormValues(restored.retry.values) : {}),
    },
  });
  const formRef = useRef<HTMLFormElement>(null);

  // The upgrade: focus (and the caret) go back where the visitor was in the served form.
  useEffect(() => {
    if (!initialFocus) return;
    const target = formRef.current?.elements.namedItem(initialFocus.name);
    if (!(target instanceof HTMLElement)) return;
    target.focus();
    if (
      (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) &&
      initialFocus.selectionStart !== null &&
      initialFocus.selectionEnd !== null
    ) {
      try {
        target.setSelectionRange(initialFocus.selectionStart, initialFocus.selectionEnd);
      } catch {
        // email/number inputs have no selection API; focus is what matters.
      }
    }
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The field messages of a post that came back invalid; the cookie is read once.
  useEffect(() => {
    if (!restored?.retry) return;
    document.cookie = `${CONTACT_RETRY_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
    for (const [name, message] of Object.entries(restored.retry.errors)) {
      if (name in EMPTY_VALUES)
        setError(name as keyof ContactFormInput, { type: 'server', message });
    }
  }, [restored, setError]);

  const { field: countryField } = useController({ control, name: 'phoneCountry' });

  // The edge's country once (the cookie middleware.ts wrote), unless the visitor has already
  // picked one; without it the form keeps its language's market (ae on Arabic pages, tr on Turkish).
  useEffect(() => {
    const country = countryFromCookieString(documentCookies());
    if (!country || toCountryCode(country) === undefined) return;
    // A country the visitor chose (also in the served form before the upgrade) stays.
    if (getFieldState('phoneCountry').isDirty) return;
    if ((getValues('phoneCountry') ?? defaultCountry) !== defaultCountry) return;
    setValue('phoneCountry', country);
    if (getValues('phoneNumber')) void trigger('phoneNumber');
  }, [defaultCountry, getFieldState, getValues, setValue, trigger]);

  // Last of the mount effects (after the focus and the detected country): the submit the
  // visitor made in the served form, validated and sent as if made here.
  // A ref, not the effect's deps, keeps it once: Strict Mode runs mount effects twice.
  const replayed = useRef(false);
  useEffect(() => {
    if (!replaySubmit || replayed.current) return;
    replayed.current = true;
    formRef.current?.requestSubmit();
  }, [replaySubmit]);

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
          // The page's language: the lead's messages and follow-up (values stay English ids).
          { ...values, locale: text.locale, position, attribution: readAttribution() },
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
    } catch (error) {
      // The values stay in the fields, and the same values keep their Idempotency-Key: sending
      // again cannot store a lead twice, even one the server stored after the form gave up.
      setStatus(error instanceof LeadSubmitError && error.timedOut ? 'timed-out' : 'error');
    }
  }

  const errorMessage = (name: ContactBoundFieldName) => errors[name]?.message;

  return (
    <ContactFormView
      text={text}
      idFor={id}
      binding={{ control: (name) => register(name), error: errorMessage }}
      countryControl={
        <CountrySelect
          id={id('phoneCountry')}
          value={countryField.value ?? defaultCountry}
          locale={text.locale}
          labels={copy}
          onBlur={countryField.onBlur}
          onChange={(country) => {
            countryField.onChange(country);
            // The same digits may be valid in one country and not in another.
            if (getValues('phoneNumber')) void trigger('phoneNumber');
          }}
        />
      }
      PhoneControl={PhoneInput}
      outcome={{ state: 'live', status, showSummary, summaryId: id('summary') }}
      position={position}
      submitLabel={submitLabel}
      formProps={{
        ref: formRef,
        noValidate: true,
        onSubmit: (event) =>
          void handleSubmit(submitValues, () => {
            setSubmitFoundErrors(true);
            setStatus('idle');
          })(event),
      }}
    />
  );
}
