/**
 * The contact form's served state (a server component): ContactFormView with real names, the
 * browser's own checks and `action="/api/contact" method="post"`, so it works before its script
 * has loaded and without JavaScript at all. The route answers such a post with 303 back to this
 * page and #contact-sent / #contact-invalid / #contact-failed; CSS :target shows the matching
 * message. Once the form's script loads, DeferredContactForm swaps in the live state
 * (contact-form.tsx), carrying over what was typed, where the focus was, and a submit made
 * meanwhile (contact-form-boot.tsx).
 */
import { getContactFormText } from '@/lib/leads/contract/localized-messages';
import type { ContactRetryState } from '@/lib/leads/form-post';
import { servedPhoneCountries } from '@/lib/phone/countries';
import type { ContactFormText } from '@/lib/leads/contact-form-text';
import { COUNTRY_CONTROL_CLASS, CONTACT_LABEL_CLASS } from './contact-form-fields';
import { ContactFormView, type ContactFormBinding } from './contact-form-view';
import { ContactFormBoot } from './contact-form-boot-script';

/** The served ids: `contact-<name>` (the live form's come from useId). */
const SERVED_ID_PREFIX = 'contact';

export function ServedContactForm({
  submitLabel,
  retry,
  position,
}: {
  submitLabel?: string;
  /** After a rejected post (the /contact/retry page): the typed values and each field's message. */
  retry?: ContactRetryState | null;
  /** The open position (job slug) an application is for. */
  position?: string;
}) {
  // The page's language: every word, the messages and the phone country of its market.
  const text = getContactFormText();
  const idFor = (name: string) => `${SERVED_ID_PREFIX}-${name}`;
  return (
    <>
      <ContactFormView
        text={text}
        idFor={idFor}
        binding={servedBinding(retry)}
        countryControl={
          <ServedCountryControl
            id={idFor('phoneCountry')}
            hintId={idFor('phoneHint')}
            country={retriedText(retry, 'phoneCountry') ?? text.defaultCountry}
            text={text}
          />
        }
        phoneHintId={idFor('phoneHint')}
        outcome={{ state: 'served', retried: Boolean(retry) }}
        // A rejected post comes back on /contact/retry with the position it was for.
        position={position ?? retriedText(retry, 'position')}
        submitLabel={submitLabel}
      />
      {/* Holds a submit made before the live form has loaded; the live form replays it. */}
      <ContactFormBoot />
    </>
  );
}

/** What a rejected post brought back for a text control, if anything. */
function retriedText(retry: ContactRetryState | null | undefined, name: string) {
  const value = retry?.values[name];
  return typeof value === 'string' ? value : undefined;
}

/** The served state's binding: a control's name and what a rejected post brought back. */
function servedBinding(retry: ContactRetryState | null | undefined): ContactFormBinding {
  return {
    control(name) {
      if (name === 'consent')
        return { name, value: 'true', defaultChecked: retry?.values.consent === true };
      if (name === 'website') return { name };
      return { name, defaultValue: retriedText(retry, name) ?? '' };
    },
    error: (name) => retry?.errors[name],
  };
}

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

/**
 * The served form's phone country: a plain <select> of the countries the page's market needs
 * most, and a hint line where the live form's search box will go, as tall (44 px): under the
 * select on phones (the grid's gap pulled in to the group's 6 px), across both columns from 640 px.
 */
function ServedCountryControl({
  id,
  hintId,
  country,
  text,
}: {
  id: string;
  hintId: string;
  country: string;
  text: ContactFormText;
}) {
  return (
    <>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className={CONTACT_LABEL_CLASS}>
          {text.copy.country}
        </label>
        <select
          id={id}
          name="phoneCountry"
          autoComplete="tel-country-code"
          defaultValue={country}
          className={COUNTRY_CONTROL_CLASS}
        >
          {servedPhoneCountries(country, text.locale).map((option) => (
            <option key={option.code} value={option.code}>
              {`${option.name} (+${option.callingCode})`}
            </option>
          ))}
        </select>
      </div>
      <p
        id={hintId}
        className="text-muted flex min-h-11 items-center text-xs max-sm:-mt-3.5 sm:col-span-2 sm:row-start-2"
      >
        {/* One inline run: as the flex box's own items the words would lose the space before the
            number. */}
        <span>
          <LtrNumbers text={text.copy.phoneHint} />
        </span>
      </p>
    </>
  );
}
