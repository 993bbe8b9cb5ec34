/**
 * The contact form as served HTML (a server component): real names, labels, required/maxlength/
 * type attributes and `action="/api/contact" method="post"`, so it works before its script has
 * loaded and without JavaScript at all. The route answers such a post with 303 back to this page
 * and #contact-sent / #contact-invalid / #contact-failed; CSS :target shows the matching message.
 * Once the form's script loads, DeferredContactForm swaps in the live form (contact-form.tsx),
 * carrying over what was typed and where the focus was, and a submit made meanwhile
 * (contact-form-boot.tsx).
 */
import { getContactFormText } from '@/lib/leads/contract/localized-messages';
import { FORM_POST_FRAGMENTS, type ContactRetryState } from '@/lib/leads/form-post';
import { servedPhoneCountries } from '@/lib/phone/countries';
import {
  CONTACT_ENDPOINT,
  CONTACT_CONSENT_ATTRIBUTES,
  CONTACT_FIELDS_AFTER_PHONE,
  CONTACT_FIELDS_BEFORE_PHONE,
  CONTACT_TEXT_FIELDS,
  ContactDefinedField,
  type ContactListedFieldName,
  CONTACT_ALERT_CLASS,
  CONTACT_INPUT_CLASS,
  CONTACT_LABEL_CLASS,
  CONTACT_SUBMIT_CLASS,
  CONTACT_SUCCESS_CLASS,
  COUNTRY_CONTROL_CLASS,
  PHONE_GROUP_CLASS,
  ContactConsentText,
  ContactField,
  ContactHoneypot,
} from './contact-form-fields';
import { ContactFormBoot } from './contact-form-boot-script';

/** A '+44 7911 123456' inside a sentence keeps its order on right-to-left pages. */
function LtrNumbers({ text }: { text: string }) {
  return text.split(/(\+?\d[\d ]*\d)/).map((part, index) =>
    index % 2 === 1 ? (
      <bdi key={index} dir="ltr">
        {part}
      </bdi>
    ) : (
      part
    ),
  );
}

export function ContactFormMarkup({
  idPrefix = 'contact',
  submitLabel,
  retry,
  position,
}: {
  idPrefix?: string;
  submitLabel?: string;
  /** After a rejected post (the /contact/retry page): the typed values and each field's message. */
  retry?: ContactRetryState | null;
  /** The open position (job slug) an application is for; the live form takes it over. */
  position?: string;
}) {
  // The page's language: every word, the messages and the phone country of its market.
  const text = getContactFormText();
  const { copy, messages, defaultCountry } = text;
  const id = (name: string) => `${idPrefix}-${name}`;
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
  /** A listed field as served: its name, what was typed, and its message. */
  const served = (name: ContactListedFieldName) => ({
    error: check(name).error,
    controlProps: { name, defaultValue: typed(name), ...check(name).control },
    text,
  });
  const country = typed('phoneCountry', defaultCountry);
  return (
    <>
      <form
        action={CONTACT_ENDPOINT}
        method="post"
        data-contact-form=""
        className="grid gap-5 sm:grid-cols-2"
      >
        {CONTACT_FIELDS_BEFORE_PHONE.map((name) => (
          <ContactDefinedField key={name} name={name} id={id(name)} {...served(name)} />
        ))}

        <div className={PHONE_GROUP_CLASS}>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={id('phoneCountry')} className={CONTACT_LABEL_CLASS}>
              {copy.country}
            </label>
            <select
              id={id('phoneCountry')}
              name="phoneCountry"
              autoComplete="tel-country-code"
              defaultValue={country}
              className={COUNTRY_CONTROL_CLASS}
            >
              {servedPhoneCountries(country, text.locale).map((country) => (
                <option key={country.code} value={country.code}>
                  {`${country.name} (+${country.callingCode})`}
                </option>
              ))}
            </select>
          </div>
          {/* Where the live form's search box goes, and as tall (44 px): under the select on phones
              (the grid's gap pulled in to the group's 6 px), across both columns from 640 px. */}
          <p
            id={id('phoneHint')}
            className="text-muted flex min-h-11 items-center text-xs max-sm:-mt-3.5 sm:col-span-2 sm:row-start-2"
          >
            {/* One inline run: as the flex box's own items the words would lose the space before
                the number. */}
            <span>
              <LtrNumbers text={copy.phoneHint} />
            </span>
          </p>
          <ContactField
            id={id('phoneNumber')}
            error={check('phoneNumber').error}
            label={copy.phoneNumber}
            className="sm:col-start-2 sm:row-start-1"
          >
            <input
              id={id('phoneNumber')}
              name="phoneNumber"
              defaultValue={typed('phoneNumber')}
              {...check('phoneNumber', id('phoneHint')).control}
              {...CONTACT_TEXT_FIELDS.phoneNumber.attributes}
              className={CONTACT_INPUT_CLASS}
            />
          </ContactField>
        </div>

        {CONTACT_FIELDS_AFTER_PHONE.map((name) => (
          <ContactDefinedField key={name} name={name} id={id(name)} {...served(name)} />
        ))}

        {/* The page's language: the lead is validated and followed up in it. */}
        <input type="hidden" name="locale" value={text.locale} />

        <ContactHoneypot id={id('website')} label={copy.honeypot}>
          <input id={id('website')} name="website" type="text" tabIndex={-1} autoComplete="off" />
        </ContactHoneypot>

        {/* A rejected post comes back on /contact/retry with the position it was for. */}
        {(position ?? typed('position')) ? (
          <input type="hidden" name="position" value={position ?? typed('position')} />
        ) : null}

        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <div className="flex items-start gap-3">
            <input
              id={id('consent')}
              name="consent"
              {...CONTACT_CONSENT_ATTRIBUTES}
              value="true"
              defaultChecked={retry?.values.consent === true}
              {...check('consent').control}
              className="accent-primary mt-1 size-4 shrink-0"
            />
            <label htmlFor={id('consent')} className="text-muted text-sm">
              <ContactConsentText copy={copy} />
            </label>
          </div>
          {retry?.errors.consent ? (
            <p id={`${id('consent')}-error`} className="text-sm text-red-700">
              {retry.errors.consent}
            </p>
          ) : null}
        </div>

        <div className="flex flex-col gap-3 sm:col-span-2">
          <p
            id={FORM_POST_FRAGMENTS.sent}
            className={`hidden target:block ${CONTACT_SUCCESS_CLASS}`}
          >
            {messages.success}
          </p>
          <p
            id={FORM_POST_FRAGMENTS.invalid}
            role={retry ? 'alert' : undefined}
            className={`${retry ? 'block' : 'hidden target:block'} ${CONTACT_ALERT_CLASS}`}
          >
            {messages.fixErrors}
          </p>
          <p
            id={FORM_POST_FRAGMENTS.failed}
            className={`hidden target:block ${CONTACT_ALERT_CLASS}`}
          >
            {messages.failure}
          </p>
          <button type="submit" className={CONTACT_SUBMIT_CLASS}>
            {submitLabel ?? copy.submit}
          </button>
        </div>
      </form>
      {/* Holds a submit made before the live form has loaded; the live form replays it. */}
      <ContactFormBoot />
    </>
  );
}
