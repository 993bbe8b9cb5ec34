import { act, render, screen } from '@testing-library/react';
import { installDialogPolyfill } from '@/components/ui/__tests__/dialog-polyfill';
import { openDialog, prefetchDialog } from '@/lib/dialogs';
import { DialogHost } from '../dialog-host';


// import() resolves asynchronously: until it has, the opening shows the frame.
jest.mock('../wizard-modal', () => ({
  __esModule: true,
  default: function MockWizard({ open }: { open: boolean }) {
    return open ? <div role="dialog" aria-label="Let's Build Something Great" /> : null;
  },
}));

const leadModalRequested = jest.fn();
jest.mock('../lead-modal', () => {
  leadModalRequested();
  return { __esModule: true, default: () => null };
});

beforeAll(installDialogPolyfill);

const config = { schedulerUrl: 'https://calendly.com/x', whatsappNumber: '923001234567' };

describe('DialogHost', () => {
  it('shows the dialog frame with a busy status at once, then the dialog when its code is there', async () => {
    render(<DialogHost config={config} />);
    act(() => openDialog({ name: 'wizard' }));
    const frame = screen.getByRole('dialog', { name: 'Opening…' });
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(frame).toBeInTheDocument();

    await act(async () => undefined);
    expect(
      await screen.findByRole('dialog', { name: "Let's Build Something Great" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Opening…' })).not.toBeInTheDocument();
  });

  it("fetches a dialog's code on a trigger's intent, before any opening", async () => {
    render(<DialogHost config={config} />);
    expect(leadModalRequested).not.toHaveBeenCalled();
    await act(async () => prefetchDialog('lead-modal'));
    expect(leadModalRequested).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
