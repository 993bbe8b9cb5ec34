import { fireEvent, render, screen } from '@testing-library/react';
import { ClosingCta } from '@/components/sections/closing-cta';
import { ContactSection } from '@/components/sections/contact-section';
import { OPEN_DIALOG_EVENT } from '@/lib/dialogs';

jest.mock('@/lib/content', () => ({ getSchedulerUrl: async () => 'https://calendly.com/test/call' }));
jest.mock('@/components/forms/contact-form', () => ({ ContactForm: () => <form aria-label="Contact form" /> }));

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
  it('is the #contact target holding a heading and the contact form, loaded after the first paint', async () => {
    const { container } = render(<ContactSection copy={{ heading: "Let's Talk" }} />);
    const section = container.querySelector('section#contact');
    expect(section).not.toBeNull();
    expect(screen.getByRole('region', { name: "Let's Talk" })).toBe(section);
    expect(await screen.findByRole('form', { name: 'Contact form' })).toBeInTheDocument();
  });
});
