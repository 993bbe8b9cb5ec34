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

  it("paints a picture's 16 px copy on its frame while the picture fades in, and none once it failed", () => {
    const copy = 'data:image/webp;base64,UklGRiQAAABXRUJQ';
    const { container } = render(<LazyImage src="/missing.png" alt="Project C" backdrop={copy} />);
    // Served and before loading: the frame shows the copy (the picture is not there yet).
    expect((holder(container) as HTMLElement).style.backgroundImage).toBe(`url("${copy}")`);
    act(() => trigger([{ isIntersecting: true, intersectionRatio: 0.2 }]));
    // Loading, the picture is transparent: the copy stays on the frame, not on the picture.
    const image = screen.getByRole('img', { name: 'Project C' });
    expect(image.style.backgroundImage).toBe('');
    expect((holder(container) as HTMLElement).style.backgroundImage).toBe(`url("${copy}")`);
    fireEvent.error(image);
    expect((holder(container) as HTMLElement).style.backgroundImage).toBe('');
  });

  it("a bundled picture's own copy is painted the same way", () => {
    const { container } = render(
      <LazyImage src="/assets/portfolio/fintech-mobile/card.webp" alt="FinTech Mobile" />,
    );
    expect((holder(container) as HTMLElement).style.backgroundImage).toMatch(
      /^url\("?data:image\/webp;base64,/,
    );
  });
});
