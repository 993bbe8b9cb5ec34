/**
 * The contact form as served HTML (a server component): real names, labels, required/maxlength/
 * type attributes and `action="/api/contact" method="post"`, so it works before its script has
 * loaded and without JavaScript at all. The route answers such a post with 303 back to this page
 * and #contact-sent / #contact-invalid / #contact-failed; CSS :target shows the matching message.
 * Once the form's script loads, DeferredContactForm swaps in the live form (contact-form.tsx),
 * carrying over what was typed and where the focus was.
 */
import { TEXT_LIMITS } from '@/lib/constants';
import { FALLBACK_COUNTRY } from '@/lib/geo/detect-country';
import {
  CONTACT_HEARD_FROM_OPTIONS,
  CONTACT_MESSAGES,
  CONTACT_ROLE_OPTIONS,
} from '@/lib/leads/contact-schema';
import { FORM_POST_FRAGMENTS, type ContactRetryState } from '@/lib/leads/form-post';
import { listPhoneCountries } from '@/lib/phone/countries';
import {
  CONTACT_ENDPOINT,
  PHONE_INPUT_MAX,
  CONTACT_ALERT_CLASS,
  CONTACT_FORM_COPY,
  CONTACT_INPUT_CLASS,
  CONTACT_SUBMIT_CLASS,
  CONTACT_SUCCESS_CLASS,
  ContactConsentText,
  ContactField,
  ContactHoneypot,
} from './contact-form-fields';

/** Characters the phone field accepts (spec: digits, plus, spaces, hyphens). */
const PHONE_PATTERN = '[0-9+ \\-]*';

export function ContactFormMarkup({
  idPrefix = 'contact',
  submitLabel = CONTACT_FORM_COPY.submit,
  retry,
}: {
  idPrefix?: string;
  submitLabel?: string;
  /** After a rejected post (the /contact/retry page): the typed values and each field's message. */
  retry?: ContactRetryState | null;
}) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const countries = listPhoneCountries();
  const typed = (name: string, fallback = '') => {
    const value = retry?.values[name];
    return typeof value === 'string' ? value : fallback;
  };
  /** The field's message, aria-invalid and the ids that describe it. */
  const check = (name: string, describedBy?: string) => {
    const error = retry?.errors[name];
    const ids = [describedBy, error ? `${id(name)}-error` : undefined].filter(Boolean).join(' ');
    return {
      error,
      control: {
        'aria-invalid': error ? true : undefined,
        'aria-describedby': ids || undefined,
      },
    };
  };
  return (
    <form
      action={CONTACT_ENDPOINT}
      method="post"
      data-contact-form=""
      className="grid gap-5 sm:grid-cols-2"
    >
      <ContactField
        id={id('firstName')}
        error={check('firstName').error}
        label={CONTACT_FORM_COPY.firstName}
      >
        <input
          id={id('firstName')}
          name="firstName"
          defaultValue={typed('firstName')}
          {...check('firstName').control}
          autoComplete="given-name"
          required
          minLength={2}
          maxLength={TEXT_LIMITS.name}
          className={CONTACT_INPUT_CLASS}
        />
      </ContactField>
      <ContactField
        id={id('lastName')}
        error={check('lastName').error}
        label={CONTACT_FORM_COPY.lastName}
      >
        <input
          id={id('lastName')}
          name="lastName"
          defaultValue={typed('lastName')}
          {...check('lastName').control}
          autoComplete="family-name"
          required
          minLength={2}
          maxLength={TEXT_LIMITS.name}
          className={CONTACT_INPUT_CLASS}
        />
      </ContactField>
      <ContactField
        id={id('email')}
        error={check('email').error}
        label={CONTACT_FORM_COPY.email}
        className="sm:col-span-2"
      >
        <input
          id={id('email')}
          name="email"
          defaultValue={typed('email')}
          {...check('email').control}
          type="email"
          autoComplete="email"
          required
          maxLength={TEXT_LIMITS.email}
          className={CONTACT_INPUT_CLASS}
        />
      </ContactField>

      <div className="grid grid-cols-[minmax(0,10rem)_1fr] items-end gap-3 sm:col-span-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={id('phoneCountry')} className="text-muted text-xs font-medium">
            {CONTACT_FORM_COPY.country}
          </label>
          <select
            id={id('phoneCountry')}
            name="phoneCountry"
            defaultValue={typed('phoneCountry', FALLBACK_COUNTRY)}
            autoComplete="tel-country-code"
            className="text-ink w-full rounded-lg border border-slate-300 bg-white px-2 py-2.5 text-sm"
          >
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {`${country.name} (+${country.callingCode})`}
              </option>
            ))}
          </select>
        </div>
        <ContactField
          id={id('phoneNumber')}
          error={check('phoneNumber').error}
          label={CONTACT_FORM_COPY.phoneNumber}
        >
          <input
            id={id('phoneNumber')}
            name="phoneNumber"
            defaultValue={typed('phoneNumber')}
            {...check('phoneNumber', id('phoneHint')).control}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required
            pattern={PHONE_PATTERN}
            maxLength={PHONE_INPUT_MAX}
            className={CONTACT_INPUT_CLASS}
          />
        </ContactField>
        <p id={id('phoneHint')} className="text-muted col-span-2 text-xs">
          {CONTACT_FORM_COPY.phoneHint}
        </p>
      </div>

      <ContactField
        id={id('companyName')}
        error={check('companyName').error}
        label={CONTACT_FORM_COPY.companyName}
        optional
        className="sm:col-span-2"
      >
        <input
          id={id('companyName')}
          name="companyName"
          defaultValue={typed('companyName')}
          {...check('companyName').control}
          autoComplete="organization"
          maxLength={TEXT_LIMITS.company}
          className={CONTACT_INPUT_CLASS}
        />
      </ContactField>
      <ContactField id={id('role')} error={check('role').error} label={CONTACT_FORM_COPY.role}>
        <select
          id={id('role')}
          name="role"
          required
          defaultValue={typed('role')}
          {...check('role').control}
          className={CONTACT_INPUT_CLASS}
        >
          <option value="">{CONTACT_FORM_COPY.rolePlaceholder}</option>
          {CONTACT_ROLE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </ContactField>
      <ContactField
        id={id('heardFrom')}
        error={check('heardFrom').error}
        label={CONTACT_FORM_COPY.heardFrom}
      >
        <select
          id={id('heardFrom')}
          name="heardFrom"
          required
          defaultValue={typed('heardFrom')}
          {...check('heardFrom').control}
          className={CONTACT_INPUT_CLASS}
        >
          <option value="">{CONTACT_FORM_COPY.heardFromPlaceholder}</option>
          {CONTACT_HEARD_FROM_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </ContactField>
      <ContactField
        id={id('message')}
        error={check('message').error}
        label={CONTACT_FORM_COPY.message}
        optional
        className="sm:col-span-2"
      >
        <textarea
          id={id('message')}
          name="message"
          defaultValue={typed('message')}
          {...check('message').control}
          rows={4}
          maxLength={TEXT_LIMITS.message}
          className={CONTACT_INPUT_CLASS}
        />
      </ContactField>

      <ContactHoneypot id={id('website')}>
        <input id={id('website')} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </ContactHoneypot>

      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <div className="flex items-start gap-3">
          <input
            id={id('consent')}
            name="consent"
            type="checkbox"
            value="true"
            required
            defaultChecked={retry?.values.consent === true}
            {...check('consent').control}
            className="accent-primary mt-1 size-4 shrink-0"
          />
          <label htmlFor={id('consent')} className="text-muted text-sm">
            <ContactConsentText />
          </label>
        </div>
        {retry?.errors.consent ? (
          <p id={`${id('consent')}-error`} className="text-sm text-red-700">
            {retry.errors.consent}
          </p>
        ) : null}
      </div>

      <div className="flex flex-col gap-3 sm:col-span-2">
        <p id={FORM_POST_FRAGMENTS.sent} className={`hidden target:block ${CONTACT_SUCCESS_CLASS}`}>
          {CONTACT_MESSAGES.success}
        </p>
        <p
          id={FORM_POST_FRAGMENTS.invalid}
          role={retry ? 'alert' : undefined}
          className={`${retry ? 'block' : 'hidden target:block'} ${CONTACT_ALERT_CLASS}`}
        >
          {CONTACT_MESSAGES.fixErrors}
        </p>
        <p id={FORM_POST_FRAGMENTS.failed} className={`hidden target:block ${CONTACT_ALERT_CLASS}`}>
          {CONTACT_MESSAGES.failure}
        </p>
        <button type="submit" className={CONTACT_SUBMIT_CLASS}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
