import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { LazyImage } from '../lazy-image';

type Callback = (entries: Array<{ isIntersecting: boolean; intersectionRatio: number }>) => void;
let trigger: Callback = () => {};
let rootMargin: string | undefined;

beforeEach(() => {
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      trigger = callback;
      rootMargin = options?.rootMargin;
    }
    observe() {}
    disconnect() {}
  };
});

const holder = (container: HTMLElement) => container.querySelector('[data-status]')!;

describe('LazyImage', () => {
  it('shows a placeholder until it comes within 100 px of the viewport, then loads', async () => {
    const { container } = render(<LazyImage src="/assets/portfolio/a.svg" alt="Project A" />);
    expect(holder(container)).toHaveAttribute('data-status', 'placeholder');
    expect(screen.queryByRole('img')).toBeNull();
    expect(rootMargin).toBe('100px');
    act(() => trigger([{ isIntersecting: true, intersectionRatio: 0.2 }]));
    expect(holder(container)).toHaveAttribute('data-status', 'loading');
    fireEvent.load(screen.getByRole('img', { name: 'Project A' }));
    // next/image reports the load after decoding, a microtask later.
    await waitFor(() => expect(holder(container)).toHaveAttribute('data-status', 'loaded'));
  });

  it("shows 'Failed to load image' when the image fails", () => {
    const { container } = render(<LazyImage src="/missing.png" alt="Project B" />);
    act(() => trigger([{ isIntersecting: true, intersectionRatio: 0.2 }]));
    fireEvent.error(screen.getByRole('img', { name: 'Project B' }));
    expect(holder(container)).toHaveAttribute('data-status', 'failed');
    expect(screen.getByText('Failed to load image')).toBeInTheDocument();
  });

  it('the server HTML is the placeholder the hydrating browser renders (no hydration mismatch)', () => {
    // The server has no IntersectionObserver; it must not render the image a browser would hold back.
    delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
    const html = renderToString(<LazyImage src="/assets/portfolio/a.svg" alt="Project A" />);
    expect(html).toContain('data-status="placeholder"');
    expect(html).not.toContain('<img');
  });

  it('preloaded (LCP) images skip the placeholder stage', () => {
    const { container } = render(<LazyImage src="/hero.png" alt="Hero" preload />);
    expect(holder(container)).toHaveAttribute('data-status', 'loading');
    expect(screen.getByRole('img', { name: 'Hero' })).toBeInTheDocument();
  });
});
