import { render } from '@testing-library/react';
import { ScrollToTop } from '../scroll-to-top';

let mockPathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

describe('scroll to top on navigation unless a hash is present', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    mockPathname = '/';
    window.history.replaceState(null, '', '/');
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => scrollTo.mockRestore());

  it('does nothing on first load, scrolls to the top when the route changes', () => {
    const { rerender } = render(<ScrollToTop />);
    expect(scrollTo).not.toHaveBeenCalled();
    mockPathname = '/about';
    rerender(<ScrollToTop />);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('leaves the position alone when the new URL has a hash', () => {
    const { rerender } = render(<ScrollToTop />);
    window.history.replaceState(null, '', '/portfolios#all');
    mockPathname = '/portfolios';
    rerender(<ScrollToTop />);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('keeps the restored position on back/forward', () => {
    const { rerender } = render(<ScrollToTop />);
    window.dispatchEvent(new PopStateEvent('popstate'));
    mockPathname = '/careers';
    rerender(<ScrollToTop />);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
