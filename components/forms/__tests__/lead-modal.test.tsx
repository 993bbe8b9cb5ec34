import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { installDialogPolyfill } from '@/components/ui/__tests__/dialog-polyfill';
import { LEAD_PAGE_DATA_ID, serializeLeadPageData } from '@/lib/leads/lead-page-data';
import LeadModal from '../lead-modal';

configure({ asyncUtilTimeout: 5000 });
// Full step-by-step renders on a shared, slow machine.
jest.setTimeout(20_000);
beforeAll(installDialogPolyfill);

type FetchMock = jest.Mock<Promise<Response>, [string, RequestInit?]>;
let fetchMock: FetchMock;
let answers: number[];
let bookingTab: { location: { href: string }; opener: unknown; closed: boolean; close: jest.Mock };

beforeEach(() => {
  answers = [];
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the mock's signature is fetch's
  fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => {
    const status = answers.shift() ?? 201;
    return {
      ok: status < 300,
      status,
      json: async () => (status < 300 ? { id: 'lead-1' } : {}),
    } as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  bookingTab = { location: { href: '' }, opener: {}, closed: false, close: jest.fn() };
  window.open = jest.fn(() => bookingTab as unknown as Window);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

function renderModal(schedulerUrl = 'https://calendly.com/octaacer-test/call') {
  const onClose = jest.fn();
  render(
    <LeadModal
      open
      onClose={onClose}
      pageContext="automation"
      config={{ schedulerUrl, whatsappNumber: '1' }}
    />,
  );
  return {
    onClose,
    dialog: screen.getByRole('dialog', { name: 'Get Your FREE Automation Strategy' }),
  };
}

async function completeSteps(dialog: HTMLElement) {
  const inDialog = within(dialog);
  fireEvent.change(inDialog.getByLabelText(/Your Name/), { target: { value: 'Grace Hopper' } });
  fireEvent.change(inDialog.getByLabelText(/Business Email/), {
    target: { value: 'grace@navy.example' },
  });
  fireEvent.change(inDialog.getByLabelText(/Company Name/), { target: { value: 'COBOL Inc' } });
  fireEvent.click(inDialog.getByRole('button', { name: 'Continue' }));
  fireEvent.click(await inDialog.findByRole('radio', { name: '51-200 employees' }));
  fireEvent.click(inDialog.getByRole('radio', { name: 'Finance' }));
  fireEvent.click(inDialog.getByRole('radio', { name: 'ASAP (Within 2 weeks)' }));
  fireEvent.click(inDialog.getByRole('button', { name: 'Continue' }));
  fireEvent.click(await inDialog.findByRole('radio', { name: 'Reduce operational costs' }));
  fireEvent.click(inDialog.getByRole('checkbox', { name: 'Manual invoice processing' }));
}

describe('LeadModal', () => {
  it("says what is missing when Continue is pressed, and a field's message once it is left", async () => {
    const { dialog } = renderModal();
    const inDialog = within(dialog);
    const email = inDialog.getByLabelText(/Business Email/);
    fireEvent.change(email, { target: { value: 'grace@' } });
    fireEvent.blur(email);
    expect(await inDialog.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');

    const next = inDialog.getByRole('button', { name: 'Continue' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(next);
    expect(await inDialog.findByText('Your name is required')).toBeInTheDocument();
    expect(inDialog.getByText('Company name is required')).toBeInTheDocument();
    expect(inDialog.getByRole('heading', { name: 'Tell us about you' })).toBeInTheDocument();
  });

  it('shows a retry when the save fails, and the retry stores the lead and opens the booking page', async () => {
    answers = [503];
    const { dialog, onClose } = renderModal();
    await completeSteps(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get My Free Strategy' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't send your answers. Please try again.");
    expect(bookingTab.close).toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();

    await act(async () =>
      fireEvent.click(within(alert).getByRole('button', { name: 'Try again' })),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(bookingTab.location.href).toMatch(
      /^https:\/\/calendly\.com\/octaacer-test\/call\?name=Grace/,
    );
    const keys = fetchMock.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key'],
    );
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('never reports a stored lead as failed when the booking link is not a URL: the default booking page opens', async () => {
    const { dialog, onClose } = renderModal('calendly.com/not-a-url');
    await completeSteps(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get My Free Strategy' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(bookingTab.location.href).toMatch(
      /^https:\/\/calendly\.com\/octaacer\/free-consultation\?/,
    );
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("on a landing page, offers its context's options and sends its context and permalink", async () => {
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = LEAD_PAGE_DATA_ID;
    data.textContent = serializeLeadPageData({
      permalink: '/lp/spring-clinics',
      contextKey: 'spring-clinics',
      context: {
        key: 'spring-clinics',
        title: 'Plan Your Spring Clinic Automation',
        goals: [{ value: 'halve-work', label: 'Halve our front-desk work' }],
        needs: {
          finance: {
            challenges: [{ value: 'late-invoices', label: 'Late invoices' }],
            useCases: [],
          },
        },
      },
    });
    document.body.append(data);
    try {
      render(
        <LeadModal
          open
          onClose={jest.fn()}
          pageContext="spring-clinics"
          config={{ schedulerUrl: 'https://calendly.com/octaacer-test/call', whatsappNumber: '1' }}
        />,
      );
      const dialog = screen.getByRole('dialog', { name: 'Plan Your Spring Clinic Automation' });
      const inDialog = within(dialog);
      fireEvent.change(inDialog.getByLabelText(/Your Name/), { target: { value: 'Grace Hopper' } });
      fireEvent.change(inDialog.getByLabelText(/Business Email/), {
        target: { value: 'grace@navy.example' },
      });
      fireEvent.change(inDialog.getByLabelText(/Company Name/), { target: { value: 'COBOL Inc' } });
      fireEvent.click(inDialog.getByRole('button', { name: 'Continue' }));
      fireEvent.click(await inDialog.findByRole('radio', { name: '51-200 employees' }));
      fireEvent.click(inDialog.getByRole('radio', { name: 'Finance' }));
      fireEvent.click(inDialog.getByRole('radio', { name: 'ASAP (Within 2 weeks)' }));
      fireEvent.click(inDialog.getByRole('button', { name: 'Continue' }));
      fireEvent.click(await inDialog.findByRole('radio', { name: 'Halve our front-desk work' }));
      // Only this context's options: none of the bundled automation goals.
      expect(inDialog.queryByRole('radio', { name: 'Reduce operational costs' })).toBeNull();
      fireEvent.click(inDialog.getByRole('checkbox', { name: 'Late invoices' }));
      fireEvent.click(inDialog.getByRole('button', { name: 'Get My Free Strategy' }));
      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
      const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)) as Record<string, unknown>;
      expect(body).toMatchObject({
        pageContext: 'spring-clinics',
        landingPage: '/lp/spring-clinics',
        primaryGoal: 'halve-work',
        currentChallenges: ['late-invoices'],
      });
    } finally {
      data.remove();
    }
  });
});
