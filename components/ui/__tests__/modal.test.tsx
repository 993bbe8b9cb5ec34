import { fireEvent, render, screen } from '@testing-library/react';
import { Modal } from '../modal';
import { installDialogPolyfill } from './dialog-polyfill';

beforeAll(installDialogPolyfill);

function renderModal(onClose = jest.fn()) {
  render(
    <Modal open onClose={onClose} labelledBy="modal-title">
      <h2 id="modal-title">Book a call</h2>
      <label>
        Your Name
        <input />
      </label>
    </Modal>,
  );
  return onClose;
}

describe('Modal', () => {
  it('is a modal dialog named by its title, focused inside', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Book a call' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Your Name')).toHaveFocus();
  });

  it('closes on Escape (the dialog cancel event)', () => {
    const onClose = renderModal();
    fireEvent(
      screen.getByRole('dialog', { name: 'Book a call' }),
      new Event('cancel', { cancelable: true }),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open when a press starts in an input and ends on the backdrop (a dragged text selection)', () => {
    const onClose = renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Book a call' });
    const backdrop = dialog.querySelector<HTMLElement>('[data-modal-backdrop]')!;
    fireEvent.pointerDown(screen.getByLabelText('Your Name'));
    fireEvent.click(backdrop);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes when a press starts and ends on the backdrop, not on the panel', () => {
    const onClose = renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Book a call' });
    const backdrop = dialog.querySelector<HTMLElement>('[data-modal-backdrop]')!;
    fireEvent.pointerDown(screen.getByText('Book a call'));
    fireEvent.click(screen.getByText('Book a call'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.pointerDown(backdrop);
    fireEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
