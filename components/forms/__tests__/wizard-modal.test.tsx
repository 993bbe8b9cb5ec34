import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { installDialogPolyfill } from '@/components/ui/__tests__/dialog-polyfill';
import WizardModal from '../wizard-modal';

configure({ asyncUtilTimeout: 5000 });
// Full step-by-step renders on a shared, slow machine.
jest.setTimeout(20_000);
beforeAll(installDialogPolyfill);

let fetchMock: jest.Mock<Promise<Response>, [string, RequestInit?]>;
let answers: number[];
let releaseSave: () => void;
let tabs: Array<{ location: { href: string }; opener: unknown; closed: boolean; close: jest.Mock }>;

beforeEach(() => {
  answers = [];
  releaseSave = () => undefined;
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the mock's signature is fetch's
  fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => {
    const status = answers.shift() ?? 201;
    if (status === 201) await new Promise<void>((resolve) => (releaseSave = resolve));
    return {
      ok: status < 300,
      status,
      json: async () => (status < 300 ? { id: 'lead-1' } : {}),
    } as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  tabs = [];
  window.open = jest.fn(() => {
    const tab = { location: { href: '' }, opener: {}, closed: false, close: jest.fn() };
    tabs.push(tab);
    return tab as unknown as Window;
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

async function fillToContactStep() {
  const onClose = jest.fn();
  render(
    <WizardModal
      open
      onClose={onClose}
      config={{
        schedulerUrl: 'https://calendly.com/octaacer-test/call',
        whatsappNumber: '923001234567',
      }}
    />,
  );
  const dialog = within(screen.getByRole('dialog', { name: "Let's Build Something Great" }));
  const next = () => fireEvent.click(dialog.getByRole('button', { name: 'Continue →' }));
  expect(dialog.getByRole('button', { name: 'Continue →' })).toBeDisabled();
  fireEvent.click(dialog.getByRole('checkbox', { name: /Mobile Apps/ }));
  // The validation code loads when the wizard mounts; Continue waits for it.
  await waitFor(() => expect(dialog.getByRole('button', { name: 'Continue →' })).toBeEnabled());
  next();
  fireEvent.click(await dialog.findByRole('radio', { name: /1-10/ }));
  fireEvent.click(dialog.getByRole('radio', { name: /ASAP/ }));
  next();
  fireEvent.click(await dialog.findByRole('radio', { name: 'Digital Innovation' }));
  next();
  fireEvent.change(await dialog.findByLabelText(/Your Name/), {
    target: { value: 'Ada Lovelace' },
  });
  fireEvent.change(dialog.getByLabelText(/Email/), { target: { value: 'ada@example.com' } });
  fireEvent.change(dialog.getByLabelText(/Company/), { target: { value: 'Engines' } });
  return { dialog, onClose };
}

describe('WizardModal', () => {
  it('a double-clicked WhatsApp Us saves one lead, then sends its tab to the chat link', async () => {
    const { dialog } = await fillToContactStep();
    const whatsapp = dialog.getByRole('button', { name: 'WhatsApp Us' });
    fireEvent.click(whatsapp);
    fireEvent.click(whatsapp);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(tabs).toHaveLength(1);
    await act(async () => releaseSave());
    await waitFor(() =>
      expect(tabs[0]?.location.href).toMatch(/^https:\/\/wa\.me\/923001234567\?text=/),
    );
  });

  it('stays on its last step after WhatsApp Us, says the chat opened, and books without a second lead', async () => {
    const { dialog, onClose } = await fillToContactStep();
    expect(dialog.getByRole('status')).toBeEmptyDOMElement();
    fireEvent.click(dialog.getByRole('button', { name: 'WhatsApp Us' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await act(async () => releaseSave());
    // A visitor who also wants a call must not have to start again.
    expect(await dialog.findByRole('status')).toHaveTextContent(
      'WhatsApp opened in a new tab. You can also schedule a meeting below.',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog.getByLabelText(/Your Name/)).toHaveValue('Ada Lovelace');

    fireEvent.click(dialog.getByRole('button', { name: 'Schedule Meeting' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(tabs[1]?.location.href).toMatch(
      /^https:\/\/calendly\.com\/octaacer-test\/call\?name=Ada/,
    );
    // The same answers are the same lead: nothing is posted again.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('changed answers after WhatsApp Us are a new lead with a new key', async () => {
    const { dialog, onClose } = await fillToContactStep();
    fireEvent.click(dialog.getByRole('button', { name: 'WhatsApp Us' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await act(async () => releaseSave());
    await dialog.findByText(/WhatsApp opened in a new tab/);

    fireEvent.change(dialog.getByLabelText(/Company/), { target: { value: 'Difference Engines' } });
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Schedule Meeting' })).toBeEnabled(),
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Schedule Meeting' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await act(async () => releaseSave());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const keys = fetchMock.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key'],
    );
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('shows a retry when the save fails; the retry stores the lead and still opens the booking tab', async () => {
    answers = [503];
    const { dialog, onClose } = await fillToContactStep();
    fireEvent.click(dialog.getByRole('button', { name: 'Schedule Meeting' }));
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't save your details. Please try again.");
    expect(tabs[0]?.close).toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await act(async () => releaseSave());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(tabs[1]?.location.href).toMatch(
      /^https:\/\/calendly\.com\/octaacer-test\/call\?name=Ada/,
    );
    const keys = fetchMock.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key'],
    );
    expect(keys).toEqual([keys[0], keys[0]]);
  });

  it('checks the email with the one email rule before either action', async () => {
    const { dialog } = await fillToContactStep();
    fireEvent.change(dialog.getByLabelText(/Email/), { target: { value: 'ada@' } });
    fireEvent.blur(dialog.getByLabelText(/Email/));
    expect(await dialog.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Schedule Meeting' })).toBeDisabled();
  });
});
