import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ContactForm } from '../contact-form';

// The machine running the suite is shared and slow at times; validation is async.
configure({ asyncUtilTimeout: 5000 });
// Whole-form fills on a shared, slow machine.
jest.setTimeout(20_000);

type FetchCall = [input: string, init?: RequestInit];

let contactAnswers: Array<() => Promise<Response>>;
let fetchMock: jest.Mock<Promise<Response>, FetchCall>;

function jsonResponse(status: number, body: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
    text: async () => JSON.stringify(body),
  } as Response;
}

beforeEach(() => {
  sessionStorage.clear();
  contactAnswers = [];
  // The edge said GB: middleware.ts leaves the country in this cookie (no request needed).
  document.cookie = 'octaacer-country=gb; path=/';
  // fetch is the module boundary: the POST to /api/contact goes through it, nothing else may.
  fetchMock = jest.fn(async (input: string) => {
    if (input === '/api/contact') {
      const answer = contactAnswers.shift();
      return answer ? answer() : jsonResponse(201, { id: 'lead_1' });
    }
    throw new Error(`unexpected fetch ${input}`);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
});

function field(name: RegExp | string) {
  return screen.getByLabelText(name) as HTMLInputElement;
}

async function fillValidForm() {
  // Let the country detection settle first (the country cookie says GB).
  await waitFor(() => expect(field('Country')).toHaveValue('gb'));
  fireEvent.change(field('First name'), { target: { value: 'Amina' } });
  fireEvent.change(field('Last name'), { target: { value: 'Khan' } });
  fireEvent.change(field('Email'), { target: { value: 'amina@example.com' } });
  fireEvent.change(field('Phone number'), { target: { value: '07911 123456' } });
  fireEvent.change(field(/Company name/), { target: { value: 'Acme' } });
  fireEvent.change(field('Your role'), { target: { value: 'ceo-founder' } });
  fireEvent.change(field('How did you hear about us?'), { target: { value: 'google_search' } });
  fireEvent.change(field(/Message/), { target: { value: 'Hello there' } });
  fireEvent.click(field(/I agree to be contacted by Octaacer/));
}

function contactCalls() {
  return fetchMock.mock.calls.filter(([url]) => url === '/api/contact');
}

describe('ContactForm', () => {
  it('labels every field, limits lengths and links the consent to the privacy policy', async () => {
    render(<ContactForm />);
    expect(field('First name')).toHaveAttribute('maxlength', '50');
    expect(field('Last name')).toHaveAttribute('maxlength', '50');
    expect(field('Email')).toHaveAttribute('maxlength', '100');
    expect(field(/Company name/)).toHaveAttribute('maxlength', '100');
    expect(field(/Message/)).toHaveAttribute('maxlength', '500');
    expect(field('Phone number')).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    // The honeypot is out of the tab order and hidden from assistive technology.
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    await waitFor(() => expect(field('Country')).toHaveValue('gb'));
  });

  it('shows a field error on change and ties it to the field', async () => {
    render(<ContactForm />);
    fireEvent.change(field('First name'), { target: { value: 'A' } });
    const error = await screen.findByText('First name is required');
    expect(field('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('First name')).toHaveAttribute('aria-describedby', error.id);
    fireEvent.change(field('Email'), { target: { value: 'not-an-email' } });
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    fireEvent.change(field('First name'), { target: { value: 'Amina' } });
    await waitFor(() =>
      expect(screen.queryByText('First name is required')).not.toBeInTheDocument(),
    );
    expect(field('First name')).toHaveAttribute('aria-invalid', 'false');
  });

  it('cleans a pasted phone number and validates it as a mobile of the chosen country', async () => {
    render(<ContactForm />);
    await waitFor(() => expect(field('Country')).toHaveValue('gb'));
    fireEvent.change(field('Phone number'), { target: { value: 'tel: 020-7946-0958' } });
    expect(field('Phone number')).toHaveValue(' 020-7946-0958');
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    fireEvent.change(field('Phone number'), { target: { value: '201 555 0123' } });
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    // The same digits become valid once the matching country is chosen.
    fireEvent.change(field('Country'), { target: { value: 'us' } });
    await waitFor(() =>
      expect(screen.queryByText('Please enter a valid phone number')).not.toBeInTheDocument(),
    );
  });

  it('shows the summary and every required message when submit finds errors, and sends nothing', async () => {
    render(<ContactForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please fix the errors before submitting')).toBeInTheDocument();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone number is required',
      'Please select your role',
      'Please select how you heard about us',
      'Please accept the privacy policy',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(
      within(screen.getByRole('alert')).getByText('Please fix the errors before submitting'),
    ).toBeInTheDocument();
    expect(contactCalls()).toHaveLength(0);
  });

  it('submits to /api/contact, shows Submitting... while busy, then thanks and resets the form', async () => {
    let answer!: (response: Response) => void;
    contactAnswers.push(() => new Promise<Response>((resolve) => (answer = resolve)));
    const onSuccess = jest.fn();
    render(<ContactForm onSuccess={onSuccess} />);
    await fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    const [[, init]] = contactCalls() as [FetchCall];
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/\S{8,}/);
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      firstName: 'Amina',
      lastName: 'Khan',
      email: 'amina@example.com',
      phoneNumber: '07911 123456',
      phoneCountry: 'gb',
      companyName: 'Acme',
      role: 'ceo-founder',
      heardFrom: 'google_search',
      message: 'Hello there',
      consent: true,
      website: '',
    });
    expect(body.attribution).toEqual(expect.objectContaining({ landing_path: '/' }));

    await act(async () => answer(jsonResponse(201, { id: 'lead_1' })));
    expect(await screen.findByText("Thank you! We'll get back to you soon.")).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent("Thank you! We'll get back to you soon.");
    expect(field('First name')).toHaveValue('');
    expect(field('Phone number')).toHaveValue('');
    expect(field('Phone number')).toHaveAttribute('aria-invalid', 'false');
    expect(field(/I agree to be contacted/)).not.toBeChecked();
    expect(field('Country')).toHaveValue('gb');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('shows the failure message when the endpoint fails and retries with the same Idempotency-Key', async () => {
    contactAnswers.push(async () => jsonResponse(500, { error: 'boom' }));
    render(<ContactForm />);
    await fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(field('First name')).toHaveValue('Amina');

    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText("Thank you! We'll get back to you soon.")).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong. Please try again.')).not.toBeInTheDocument();
    const keys = contactCalls().map(
      ([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key'],
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('gives up on a server that does not answer, keeps the values, says so, and retries with the same Idempotency-Key', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      // A stalled server: no answer until the form's own wait aborts the request.
      contactAnswers.push(
        () =>
          new Promise<Response>((_resolve, reject) => {
            const init = contactCalls().at(-1)?.[1];
            init?.signal?.addEventListener('abort', () =>
              reject(new DOMException('The operation was aborted.', 'AbortError')),
            );
          }),
      );
      render(<ContactForm />);
      await fillValidForm();
      fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
      await screen.findByRole('button', { name: 'Submitting...' });
      act(() => {
        jest.advanceTimersByTime(15_000);
      });
      const timedOut = await screen.findByText(
        'We could not reach our server in time. Your details are still here: please send them again.',
      );
      // Announced like the failure message: inside the form's alert region.
      expect(screen.getByRole('alert')).toContainElement(timedOut);
      expect(field('First name')).toHaveValue('Amina');
      expect(field(/Message/)).toHaveValue('Hello there');

      fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
      expect(await screen.findByText("Thank you! We'll get back to you soon.")).toBeInTheDocument();
      const keys = contactCalls().map(
        ([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key'],
      );
      expect(keys).toHaveLength(2);
      expect(keys[0]).toBe(keys[1]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps phone digits typed on an Arabic or Persian keyboard, as ASCII digits', async () => {
    render(<ContactForm />);
    await waitFor(() => expect(field('Country')).toHaveValue('gb'));
    fireEvent.change(field('Phone number'), { target: { value: '٠٧٩١١ ۱۲۳۴۵۶' } });
    expect(field('Phone number')).toHaveValue('07911 123456');
    await waitFor(() =>
      expect(screen.queryByText('Please enter a valid phone number')).not.toBeInTheDocument(),
    );
  });

  it('hands the values to an onSubmit handler instead of posting, with a custom submit label', async () => {
    const onSubmit = jest.fn(async () => undefined);
    render(<ContactForm submitLabel="Get Free Health Check" onSubmit={onSubmit} />);
    await fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Get Free Health Check' }));
    expect(await screen.findByText("Thank you! We'll get back to you soon.")).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'amina@example.com', consent: true }),
    );
    expect(contactCalls()).toHaveLength(0);
  });

  it('takes over what was typed into the served form, with the focus and caret where they were', async () => {
    render(
      <ContactForm
        initialValues={{ firstName: 'Amina', lastName: 'Kh', phoneCountry: 'gb', consent: true }}
        initialFocus={{ name: 'lastName', selectionStart: 2, selectionEnd: 2 }}
      />,
    );
    expect(field('First name')).toHaveValue('Amina');
    expect(field('Last name')).toHaveValue('Kh');
    expect(field('Last name')).toHaveFocus();
    expect(field('Last name').selectionStart).toBe(2);
    expect(field(/I agree to be contacted by Octaacer/)).toBeChecked();
    // The country chosen in the served form stays (detection says GB here too, but would not override).
    expect(field('Country')).toHaveValue('gb');
  });

  it('replays an empty submit the served form held: the summary and all seven messages, nothing sent', async () => {
    render(<ContactForm initialValues={{}} replaySubmit />);
    expect(await screen.findByText('Please fix the errors before submitting')).toBeInTheDocument();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone number is required',
      'Please select your role',
      'Please select how you heard about us',
      'Please accept the privacy policy',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(field('First name')).toHaveFocus();
    expect(contactCalls()).toHaveLength(0);
  });

  it('replays a valid submit the served form held: sent once, then thanks', async () => {
    render(
      <ContactForm
        initialValues={{
          firstName: 'Amina',
          lastName: 'Khan',
          email: 'amina@example.com',
          phoneCountry: 'gb',
          phoneNumber: '07911 123456',
          role: 'ceo-founder',
          heardFrom: 'google_search',
          consent: true,
        }}
        replaySubmit
      />,
    );
    expect(await screen.findByText("Thank you! We'll get back to you soon.")).toBeInTheDocument();
    expect(contactCalls()).toHaveLength(1);
    expect(JSON.parse(contactCalls()[0]![1]!.body as string)).toMatchObject({
      firstName: 'Amina',
      phoneNumber: '07911 123456',
      phoneCountry: 'gb',
      consent: true,
    });
  });

  it('after a post without JavaScript came back invalid, restores the values and field messages from the cookie', async () => {
    const state = {
      values: {
        firstName: 'Amina',
        lastName: 'Khan',
        email: 'amina@',
        phoneNumber: '0791',
        consent: false,
      },
      errors: { email: 'Invalid email address', consent: 'Please accept the privacy policy' },
    };
    document.cookie = `oc_contact_retry=${encodeURIComponent(JSON.stringify(state))}; path=/`;
    window.history.replaceState(null, '', '/contact#contact-invalid');
    render(<ContactForm restoresFormPost />);
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Please accept the privacy policy')).toBeInTheDocument();
    expect(screen.getByText('Please fix the errors before submitting')).toBeInTheDocument();
    expect(field('Email')).toHaveValue('amina@');
    expect(field('Last name')).toHaveValue('Khan');
    // Read once: the cookie is gone.
    expect(document.cookie).not.toContain('oc_contact_retry=%7B');
    window.history.replaceState(null, '', '/');
  });

  it('after a post without JavaScript was stored, shows the thank-you message', async () => {
    window.history.replaceState(null, '', '/about#contact-sent');
    render(<ContactForm restoresFormPost />);
    expect(await screen.findByText("Thank you! We'll get back to you soon.")).toBeInTheDocument();
    window.history.replaceState(null, '', '/');
  });
});
