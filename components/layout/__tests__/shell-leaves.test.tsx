import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { ErrorFallback } from '../error-fallback';
import { useHeaderScrolled, HeaderFrame } from '../header-frame';
import { LegalDocumentsRow } from '../legal-documents-row';
import { MobileStickyCta, STICKY_CTA_BODY_CLASS } from '../mobile-sticky-cta';
import { SiteStickyCta } from '../site-sticky-cta';
import { OPEN_DIALOG_EVENT, type DialogRequest } from '@/lib/dialogs';
import ErrorPage from '@/app/[locale]/(site)/error';
import NotFound from '@/app/[locale]/(site)/not-found';
import { NavigationSpinner } from '../navigation-spinner';
import { ERROR_SCREEN_COPY } from '../error-copy';
import { STICKY_CTA_COPY } from '@/content-fallback/shell';

let mockPathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

function captureDialogRequests() {
  const requests: DialogRequest[] = [];
  const listener = (event: Event) => requests.push((event as CustomEvent<DialogRequest>).detail);
  window.addEventListener(OPEN_DIALOG_EVENT, listener);
  return { requests, stop: () => window.removeEventListener(OPEN_DIALOG_EVENT, listener) };
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('error fallback', () => {
  it('shows the Oops message and a Refresh Page button that reloads', () => {
    const onRefresh = jest.fn();
    render(<ErrorFallback copy={ERROR_SCREEN_COPY.en} onRefresh={onRefresh} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Oops! Something went wrong. Please refresh the page or try again later.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('is what app/error.tsx renders, and it logs the error', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('boom');
    render(<ErrorPage error={error} />);
    expect(screen.getByText(/Oops! Something went wrong/)).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(error);
    log.mockRestore();
  });
});

describe('not-found and loading screens', () => {
  it('not-found offers Back to Home and Contact Support', () => {
    render(<NotFound />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('a spinner status shows while an in-app navigation loads, and goes once the new page renders', () => {
    jest.useFakeTimers();
    mockPathname = '/';
    const { rerender } = render(
      <>
        <NavigationSpinner label="Loading…" />
        {/* A plain anchor stands in for next/link: the spinner listens to any in-app link click. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/services">Services</a>
        <a href="https://example.com/">Elsewhere</a>
      </>,
    );
    const status = screen.getByRole('status');
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    act(() => jest.advanceTimersByTime(200));
    expect(status).toHaveTextContent('');

    fireEvent.click(screen.getByRole('link', { name: 'Services' }));
    act(() => jest.advanceTimersByTime(200));
    expect(status).toHaveTextContent('Loading…');

    mockPathname = '/services';
    rerender(
      <>
        <NavigationSpinner label="Loading…" />
        {/* A plain anchor stands in for next/link: the spinner listens to any in-app link click. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/services">Services</a>
        <a href="https://example.com/">Elsewhere</a>
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('');
    jest.useRealTimers();
  });
});

describe('header scroll style (more than 10 px)', () => {
  afterEach(() => scrollTo(0));

  it('switches from transparent to scrolled only past 10 px', () => {
    const { result } = renderHook(() => useHeaderScrolled());
    expect(result.current).toBe(false);
    scrollTo(10);
    expect(result.current).toBe(false);
    scrollTo(11);
    expect(result.current).toBe(true);
    scrollTo(0);
    expect(result.current).toBe(false);
  });

  it('marks the header element with data-scrolled', () => {
    render(<HeaderFrame>content</HeaderFrame>);
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollTo(50);
    expect(header).toHaveAttribute('data-scrolled', 'true');
  });
});

describe('legal header variant', () => {
  it('shows Legal Documents with a Privacy Policy link on /privacy-policy only', () => {
    mockPathname = '/privacy-policy';
    const { rerender } = render(
      <LegalDocumentsRow
        label="Legal Documents"
        privacyLabel="Privacy Policy"
        privacyHref="/privacy-policy"
      />,
    );
    const row = screen.getByRole('navigation', { name: 'Legal Documents' });
    expect(row).toHaveTextContent('Legal Documents');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    mockPathname = '/about';
    rerender(
      <LegalDocumentsRow
        label="Legal Documents"
        privacyLabel="Privacy Policy"
        privacyHref="/privacy-policy"
      />,
    );
    expect(screen.queryByRole('navigation', { name: 'Legal Documents' })).not.toBeInTheDocument();
  });
});

describe('mobile sticky call-to-action', () => {
  it('default variant: Free Consultation, Get Started Now opens the wizard; body class while mounted', () => {
    const { requests, stop } = captureDialogRequests();
    const { unmount } = render(<MobileStickyCta copy={STICKY_CTA_COPY.default} />);
    expect(screen.getByText('Free Consultation')).toBeInTheDocument();
    expect(document.body).toHaveClass(STICKY_CTA_BODY_CLASS);
    fireEvent.click(screen.getByRole('button', { name: 'Get Started Now' }));
    expect(requests).toEqual([{ name: 'wizard', pageContext: undefined }]);
    unmount();
    expect(document.body).not.toHaveClass(STICKY_CTA_BODY_CLASS);
    stop();
  });

  it('automation variant: FREE Audit, Worth $2,500 opens the lead modal in the automation context', () => {
    const { requests, stop } = captureDialogRequests();
    render(<MobileStickyCta variant="automation" copy={STICKY_CTA_COPY.automation} />);
    expect(screen.getByText('FREE Audit, Worth $2,500')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Get FREE Audit/ }));
    expect(requests).toEqual([{ name: 'lead-modal', pageContext: 'automation' }]);
    stop();
  });

  it('keeps the body class while another bar is still mounted', () => {
    const first = render(<MobileStickyCta copy={STICKY_CTA_COPY.default} />);
    const second = render(
      <MobileStickyCta variant="automation" copy={STICKY_CTA_COPY.automation} />,
    );
    first.unmount();
    expect(document.body).toHaveClass(STICKY_CTA_BODY_CLASS);
    second.unmount();
    expect(document.body).not.toHaveClass(STICKY_CTA_BODY_CLASS);
  });

  it("the layout bar shows the settings' words and stays off landing pages, which render their own", () => {
    const copy = { text: 'Talk to an engineer', action: 'Start' };
    mockPathname = '/lp/automation-solutions';
    const { rerender } = render(<SiteStickyCta copy={copy} />);
    expect(screen.queryByText('Talk to an engineer')).not.toBeInTheDocument();
    mockPathname = '/services';
    rerender(<SiteStickyCta copy={copy} />);
    expect(screen.getByText('Talk to an engineer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Start/ })).toBeInTheDocument();
  });
});
