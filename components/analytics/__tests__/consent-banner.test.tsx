import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { openCookieSettings, readConsent } from '@/lib/analytics/consent';
import { CONSENT_COPY } from '@/content-fallback/consent';
import { ConsentBanner } from '../consent-banner';

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'oc_consent=; Max-Age=0; Path=/';
});

describe('ConsentBanner', () => {
  it('asks first, with Reject all and Accept all side by side, and remembers a rejection', () => {
    render(<ConsentBanner text={CONSENT_COPY} />);
    const banner = screen.getByRole('region', { name: 'Cookies & privacy' });
    expect(within(banner).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    fireEvent.click(within(banner).getByRole('button', { name: 'Reject all' }));
    expect(readConsent()).toEqual({ analytics: false, marketing: false });
    expect(screen.queryByRole('region', { name: 'Cookies & privacy' })).not.toBeInTheDocument();
  });

  it('lets the visitor choose per category with labelled switches', () => {
    render(<ConsentBanner text={CONSENT_COPY} />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose' }));
    const analytics = screen.getByRole('switch', { name: /Analytics/ });
    const marketing = screen.getByRole('switch', { name: /Marketing/ });
    expect(analytics).not.toBeChecked();
    expect(marketing).not.toBeChecked();
    fireEvent.click(analytics);
    fireEvent.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(readConsent()).toEqual({ analytics: true, marketing: false });
    expect(screen.queryByRole('region', { name: 'Cookies & privacy' })).not.toBeInTheDocument();
  });

  it('reopens from Cookie settings with the stored choice and moves focus to its heading', async () => {
    localStorage.setItem(
      'oc_consent',
      JSON.stringify({ analytics: true, marketing: true, decidedAt: new Date().toISOString() }),
    );
    render(<ConsentBanner text={CONSENT_COPY} />);
    expect(screen.queryByRole('region', { name: 'Cookies & privacy' })).not.toBeInTheDocument();
    act(() => openCookieSettings());
    expect(screen.getByRole('switch', { name: /Marketing/ })).toBeChecked();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Cookies & privacy' })).toHaveFocus(),
    );
  });
});
