import { render, waitFor } from '@testing-library/react';
import { CONTACT_FORM_COPY, CONTACT_ROLE_OPTIONS } from '@/content-fallback/contact-form';
import { TEXT_LIMITS } from '@/lib/content/limits';
import { ContactForm } from '../contact-form';
import { ServedContactForm } from '../served-contact-form';
import { CONTACT_TEXT_FIELDS } from '../contact-form-fields';

/** Each named control's label and validation attributes, the way a visitor's browser sees them. */
function describeControls(form: HTMLFormElement) {
  const controls = Array.from(form.querySelectorAll<HTMLElement>('input, select, textarea')).filter(
    (control) => control.getAttribute('name') && control.getAttribute('name') !== 'website',
  );
  return controls
    .filter((control) => control.getAttribute('name') !== 'phoneCountry')
    .map((control) => {
      const label = form.querySelector(`label[for="${CSS.escape(control.id)}"]`)?.textContent;
      const options =
        control instanceof HTMLSelectElement
          ? Array.from(control.options).map((option) => `${option.value}=${option.text}`)
          : undefined;
      return {
        name: control.getAttribute('name'),
        tag: control.tagName,
        label,
        type: control.getAttribute('type'),
        required: control.hasAttribute('required'),
        minLength: control.getAttribute('minlength'),
        maxLength: control.getAttribute('maxlength'),
        pattern: control.getAttribute('pattern'),
        autoComplete: control.getAttribute('autocomplete'),
        options,
      };
    });
}

describe("the contact form's two states (one ContactFormView)", () => {
  it('render the same names, labels, limits, types and options in the same order', async () => {
    document.cookie = 'octaacer-country=gb; path=/';
    const served = render(<ServedContactForm />);
    const servedControls = describeControls(served.container.querySelector('form')!);
    served.unmount();

    const live = render(<ContactForm />);
    const liveForm = live.container.querySelector('form')!;
    await waitFor(() =>
      expect(liveForm.querySelector('select[autocomplete="tel-country-code"]')).toHaveValue('gb'),
    );
    const liveControls = describeControls(liveForm);

    expect(liveControls).toEqual(servedControls);
    expect(servedControls.map((control) => control.name)).toEqual([
      'firstName',
      'lastName',
      'email',
      'phoneNumber',
      'companyName',
      'role',
      'heardFrom',
      'message',
      // The page's language (hidden), posted with the lead.
      'locale',
      'consent',
    ]);
    // The definitions carry the form's length limits and wording.
    const byName = Object.fromEntries(servedControls.map((control) => [control.name, control]));
    expect(byName.firstName).toMatchObject({
      label: CONTACT_FORM_COPY.firstName,
      required: true,
      maxLength: String(TEXT_LIMITS.name),
    });
    expect(byName.email).toMatchObject({ type: 'email', maxLength: String(TEXT_LIMITS.email) });
    expect(byName.message).toMatchObject({
      tag: 'TEXTAREA',
      required: false,
      maxLength: String(TEXT_LIMITS.message),
    });
    expect(byName.companyName?.label).toBe(
      `${CONTACT_FORM_COPY.companyName} ${CONTACT_FORM_COPY.optional}`,
    );
    expect(byName.phoneNumber).toMatchObject({
      type: 'tel',
      maxLength: String(CONTACT_TEXT_FIELDS.phoneNumber.attributes.maxLength),
    });
    expect(byName.role?.options).toEqual([
      `=${CONTACT_FORM_COPY.rolePlaceholder}`,
      ...CONTACT_ROLE_OPTIONS.map((option) => `${option.value}=${option.label}`),
    ]);
  });
});
