import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ClosingCta } from '@/components/sections/closing-cta';
import { ContactSection } from '@/components/sections/contact-section';
import { OPEN_DIALOG_EVENT } from '@/lib/dialogs';

jest.mock('@/lib/content', () => ({
  getSchedulerUrl: async () => 'https://calendly.com/test/call',
}));

describe('ClosingCta', () => {
  it('opens the scheduler in a new tab and starts the wizard from Get Started Now', async () => {
    render(await ClosingCta({}));
    const schedule = screen.getByRole('link', { name: /Schedule A Call/ });
    expect(schedule).toHaveAttribute('href', 'https://calendly.com/test/call');
    expect(schedule).toHaveAttribute('target', '_blank');
    expect(schedule).toHaveAttribute('rel', expect.stringContaining('noopener'));

    const requests: unknown[] = [];
    const listener = (event: Event) => requests.push((event as CustomEvent).detail);
    window.addEventListener(OPEN_DIALOG_EVENT, listener);
    fireEvent.click(screen.getByRole('button', { name: 'Get Started Now' }));
    window.removeEventListener(OPEN_DIALOG_EVENT, listener);
    expect(requests).toEqual([{ name: 'wizard', pageContext: undefined }]);
  });
});

describe('ContactSection', () => {
  it('is the #contact target; its served contact form posts without script, then the live form takes over what was typed', async () => {
    const { container } = render(<ContactSection copy={{ heading: "Let's Talk" }} />);
    const section = container.querySelector('section#contact');
    expect(section).not.toBeNull();
    expect(screen.getByRole('region', { name: "Let's Talk" })).toBe(section);

    // Before any script runs: the real form markup, posting to /api/contact with browser validation.
    const served = section!.querySelector('form')!;
    expect(served).toHaveAttribute('action', '/api/contact');
    expect(served).toHaveAttribute('method', 'post');
    expect(served).not.toHaveAttribute('novalidate');
    const servedFirstName = within(served).getByLabelText('First name');
    expect(servedFirstName).toBeRequired();
    expect(within(served).getByLabelText('Email')).toHaveAttribute('type', 'email');

    // Typing into it loads the live form, which keeps the value and validates in script.
    fireEvent.change(servedFirstName, { target: { value: 'Ada' } });
    fireEvent.focusIn(servedFirstName);
    await waitFor(() => expect(section!.querySelector('form')).toHaveAttribute('novalidate'));
    const live = section!.querySelector('form')!;
    expect(live).not.toBe(served);
    expect(live).toHaveAttribute('action', '/api/contact');
    expect(within(live).getByLabelText('First name')).toHaveValue('Ada');
  });
});
