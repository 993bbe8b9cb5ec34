import { render, screen } from '@testing-library/react';
import { Button, ButtonLink, buttonClassName } from '../button';

describe('Button', () => {
  it('is a plain button unless told to submit, so it never sends a form by accident', () => {
    render(
      <form>
        <Button>Open</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Open' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });

  it('has a white focus ring on dark bands and the brand ring elsewhere (visible focus, WCAG 2.4.7)', () => {
    expect(buttonClassName({ surface: 'dark' })).toContain('focus-visible:outline-white');
    expect(buttonClassName({ surface: 'dark' })).not.toContain('focus-visible:outline-primary');
    expect(buttonClassName()).toContain('focus-visible:outline-primary');
  });

  it('gives each variant its own colours and keeps layout classes the caller adds', () => {
    expect(buttonClassName({ variant: 'primary' })).toMatch(/\bbg-primary\b.*\btext-white\b/);
    expect(buttonClassName({ variant: 'outline' })).toMatch(/\bborder-primary\b/);
    expect(buttonClassName({ variant: 'inverse' })).toMatch(/\bbg-white\b.*\btext-ink\b/);
    expect(buttonClassName({ className: 'mt-6' }).split(' ')).toContain('mt-6');
  });
});

describe('ButtonLink', () => {
  it('is a link to its href in the button style', () => {
    render(
      <ButtonLink href="/contact" variant="outline" size="sm">
        Contact us
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Contact us' });
    expect(link).toHaveAttribute('href', '/contact');
    expect(link.className).toContain('border-primary');
    expect(link.className).toContain('px-5');
  });
});
