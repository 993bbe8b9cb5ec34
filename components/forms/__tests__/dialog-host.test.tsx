import { act, render, screen } from '@testing-library/react';
import { installDialogPolyfill } from '@/components/ui/__tests__/dialog-polyfill';
import { DIALOG_BOOT, openDialog, prefetchDialog, type DialogBootState } from '@/lib/dialogs';
import { DialogHost } from '../dialog-host';

// import() resolves asynchronously: until it has, the opening shows the frame.
const mockWizardValidationRequested = jest.fn(async () => undefined);
jest.mock('../wizard-modal', () => ({
  __esModule: true,
  default: function MockWizard({ open }: { open: boolean }) {
    return open ? <div role="dialog" aria-label="Let's Build Something Great" /> : null;
  },
  preloadValidation: () => mockWizardValidationRequested(),
}));

const leadModalRequested = jest.fn();
jest.mock('../lead-modal', () => {
  leadModalRequested();
  return { __esModule: true, default: () => null, preloadValidation: async () => undefined };
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

  it('prefetches the dialogs without their validation code when idle; intent fetches it', async () => {
    jest.useFakeTimers();
    try {
      mockWizardValidationRequested.mockClear();
      render(<DialogHost config={config} />);
      // jsdom has no requestIdleCallback: the host falls back to its 4 s timer after load.
      await act(async () => {
        jest.advanceTimersByTime(4000);
      });
      await act(async () => undefined);
      expect(mockWizardValidationRequested).not.toHaveBeenCalled();
      await act(async () => prefetchDialog('wizard'));
      expect(mockWizardValidationRequested).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  describe('a tap made before hydration (the inline boot script holds it)', () => {
    const bootWindow = window as unknown as Record<string, DialogBootState | undefined>;
    afterEach(() => {
      delete bootWindow[DIALOG_BOOT.stateKey];
    });
    const installBoot = (pending: DialogBootState['pending']) => {
      const boot: DialogBootState = {
        ready: false,
        pending,
        opener: null,
        open: jest.fn(),
        dismiss: jest.fn(),
      };
      bootWindow[DIALOG_BOOT.stateKey] = boot;
      return boot;
    };

    it('opens the held dialog on mount, once, then closes the static frame and takes over every tap', async () => {
      const boot = installBoot({ name: 'wizard' });
      render(<DialogHost config={config} />);
      expect(
        await screen.findByRole('dialog', { name: "Let's Build Something Great" }),
      ).toBeInTheDocument();
      expect(screen.getAllByRole('dialog')).toHaveLength(1);
      expect(boot.dismiss).toHaveBeenCalled();
      expect(boot).toMatchObject({ ready: true, pending: null });
      act(() => openDialog({ name: 'lead-modal' }));
      expect(boot.open).not.toHaveBeenCalled();
    });

    it('leaves a tap with the boot script while the host has not mounted yet', () => {
      const boot = installBoot(null);
      openDialog({ name: 'health-check' });
      expect(boot.open).toHaveBeenCalledWith({ name: 'health-check' }, expect.anything());
    });
  });
});
